import { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/app-routes';
import { storageKey } from './lib/credentials';
import { sessionClass } from './lib/prerendered';

/**
 * issue 14: the pages a visitor sees the same before any data arrives, rendered at build time (scripts/prerender.mjs)
 * into their own copy of index.html, which the server sends for that path. They are what a first visit opens: the
 * landing page and sign-in, where every protected link leads.
 */
export const prerenderedPages = { '/': 'index.html', '/sign-in': 'sign-in.html' } as const;

/**
 * Runs in <head> before the first paint: with a stored session the visitors' copy stays hidden (styles.css), so a
 * signed-in player never sees the landing page on the way to their matches.
 */
export const sessionGate = `try{if(localStorage.getItem(${JSON.stringify(storageKey)})||sessionStorage.getItem(${JSON.stringify(storageKey)}))document.documentElement.classList.add(${JSON.stringify(sessionClass)})}catch(e){}`;

/** The page at `url` as React first draws it for a visitor (signed out, every query still loading). */
export async function renderPage(url: string): Promise<{ title: string; markup: string }> {
  const { prelude } = await prerenderToNodeStream(
    <AppProvider queryClient={new QueryClient()}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProvider>,
    // One piece, with every lazy page in it (prerendering waits for them): no boundary is sent ahead of its content (which would need React's inline scripts).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // React leaves <title> where the page renders it; it belongs in the document's head.
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (title === undefined) throw new Error(`${url} rendered no <title>`);
  if (/<script/i.test(html)) throw new Error(`${url} rendered a script, which the page's CSP would refuse`);
  return { title, markup: html.replace(/<title>[^<]*<\/title>/g, '') };
}
