/**
 * The build's server-side entry (scripts/prerender.ts bundles it for Node): draws a public page
 * to HTML as a first visit without a session sees it. The browser hydrates that HTML
 * (src/web/main.tsx), drawing the same page from the same pristine app before its own session
 * takes over.
 */
import { StrictMode, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppFrame, BrandThemeStyles } from './app';
import { AppRoutes, loadPagesAt } from './router';
import { loadPack } from './strings/i18n';
import { clientConfig } from './config';
import type { Analytics } from './analytics/analytics';
import type { Language } from '../domain/site/languages';

/** Nothing is reported at build time; the browser's app reports the visit. */
const noAnalytics: Analytics = { pageView: () => {}, transaction: () => {} };

/** Static HTML of `element`, every boundary inline. */
async function drawn(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element, {
    // Every boundary inline: React would outline a large one and swap it in with an inline
    // script (which the page's content security policy refuses).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

/** The theme's <style> blocks, for the page's <head> (the app writes its own once hydrated). */
export const prerenderThemeStyles = () =>
  drawn(<BrandThemeStyles partnerCode={clientConfig.partnerCode} />);

/** The HTML of the page at `path` in `language`, as the root element's content. */
export async function prerenderPage(path: string, language: Language): Promise<string> {
  // The page's module and language loaded up front, as the browser does before hydrating: a lazy
  // route would draw the loader first and stream the page after it.
  await Promise.all([loadPagesAt(path), loadPack(language)]);
  return drawn(
    <StrictMode>
      <AppFrame partnerCode={clientConfig.partnerCode} prerendered={language}>
        <StaticRouter location={path}>
          <AppRoutes analytics={noAnalytics} />
        </StaticRouter>
      </AppFrame>
    </StrictMode>,
  );
}
