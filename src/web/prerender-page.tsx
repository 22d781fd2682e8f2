/**
 * The build's server-side entry (scripts/prerender.ts bundles it for Node): draws a public page
 * to HTML as a first visit without a session sees it. The browser hydrates that HTML
 * (src/web/main.tsx), drawing the same page from the same pristine app before its own session
 * takes over.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppFrame } from './app';
import { createRoutes, loadPagesAt } from './router';
import { loadPack } from './strings/i18n';
import { clientConfig } from './config';
import type { Analytics } from './analytics/analytics';
import type { Language } from '../domain/languages';

/** Nothing is reported at build time; the browser's app reports the visit. */
const noAnalytics: Analytics = { pageView: () => {}, transaction: () => {} };

/** The HTML of the page at `path` in `language`, as the root element's content. */
export async function prerenderPage(path: string, language: Language): Promise<string> {
  // The page's module and language loaded up front, as the browser does before hydrating: a lazy
  // route would draw the loader first and stream the page after it.
  const routes = createRoutes(noAnalytics);
  await Promise.all([loadPagesAt(routes, path), loadPack(language)]);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} answers a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppFrame partnerCode={clientConfig.partnerCode} prerendered={language}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
    // Every boundary inline: React would outline a large one and swap it in with an inline
    // script (which the page's content security policy refuses).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
