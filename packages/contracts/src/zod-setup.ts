import { z } from 'zod';

/**
 * Must run before any schema is built: zod probes `new Function('')` when its first object schema is
 * created, to decide whether it may compile fast parsers. The web app's CSP (`script-src 'self'`, no
 * 'unsafe-eval') reports that probe as a violation on every page even though zod catches the throw, so
 * both the web app and the API run zod without code generation (issue #10).
 */
z.config({ jitless: true });
