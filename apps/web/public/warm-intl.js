// Issue 14 (ADR 047): a page's first Intl date formatter loads the browser's ICU date and time zone data, ~25 ms on a
// desktop and ~100 ms on a phone, and the signed-in pages make theirs while drawing kick-off times. This file runs
// while the app's own script is still downloading, when the main thread has nothing else to do, so that cost is paid
// then and no longer inside a page's first render.
Intl.DateTimeFormat().resolvedOptions();
