import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../domain/site/languages.ts';
import { readArrivalParams } from '../../domain/site/arrival.ts'; // with extensions: the Vite config loads this file

/**
 * Where the client build keeps its prerendered pages (scripts/prerender.ts): one file per public
 * page and language, in a dot-folder the static files are not served from.
 */
export const prerenderedFolder = '.prerendered';

/** The file of the page at `pathname` in `language`, inside the build folder. */
export function prerenderedPagePath(pathname: string, language: Language): string {
  const page = pathname.replace(/^\/+|\/+$/g, '') || 'index';
  return path.join(prerenderedFolder, language, `${page.replaceAll('/', '_')}.html`);
}

/**
 * The prerendered page to answer for this request, if any. Prerendered pages wear the build's
 * brand, so a visitor who may wear a partner's (a promo code in the URL, or the promo cookie a
 * session keeps for 7 days) gets the page shell as before instead: the app draws the brand the
 * session names, never first the wrong one.
 */
export function prerenderedPageFor(
  clientDir: string,
  request: { pathname: string; search: string; cookies: Record<string, string | undefined> },
  language: Language,
): string | undefined {
  if (readArrivalParams(request.search).promoCode || request.cookies[promoCookie]) return undefined;
  const file = path.join(clientDir, prerenderedPagePath(request.pathname, language));
  return existsSync(file) ? file : undefined;
}

/** The cookie the session keeps its promo code in (machines/session/session.actors.ts). */
const promoCookie = 'promoCode';
