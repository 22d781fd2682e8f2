import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isClientRoute } from '../../domain/site/routes';
import { publicPageAt } from '../../domain/site/public-pages';
import {
  languageCookie,
  languageCookieDays,
  languageInQuery,
  localeTags,
  requestedLanguage,
} from '../../domain/site/languages';
import { publicPageHeadTags, withPageHead } from '../site/page-head';
import { readRoutePreloads, routePreloadTags } from '../site/route-preloads';
import { prerenderedPageFor } from '../site/prerendered-pages';
import { builtClientSettings } from '../site/client-settings';
import { genericMessages, errorCodes } from '../../domain/common/errors';

/**
 * Serves the built client and answers index.html for every client route (history fallback),
 * or the page's prerendered HTML for a public page, with a fresh XSRF token cookie. Unknown paths get the page too, with 404, so the client can
 * show its not-found view; API and asset paths get a JSON 404 instead.
 */
export const spaPlugin = fp<{ clientDist: string; publicBaseUrl: string }>(
  async (app, { clientDist, publicBaseUrl }) => {
    const root = path.resolve(clientDist);
    const hasClient = existsSync(path.join(root, 'index.html'));
    // Read once, as the CSP does: the brand a page's head names is the build's.
    const site = { publicBaseUrl, partnerCode: builtClientSettings(root)?.VITE_PARTNER_CODE };
    if (hasClient) {
      // wildcard: true serves files added by a later build without a restart.
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: false,
        maxAge: '1y',
        immutable: true,
        // A built file's name changes with its content and a browser never asks again for one
        // it has: no validators to check it by, nor ranges (about 90 bytes on every file).
        etag: false,
        lastModified: false,
        acceptRanges: false,
        serveDotFiles: false,
        // The build writes a brotli copy of each script and style sheet (scripts/precompress.ts).
        preCompressed: true,
        // Source maps would publish the sources; they are kept for error reporting only.
        allowedPath: (pathName) => !pathName.endsWith('.map'),
      });
    }
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
      await reply.issueXsrfToken();
      reply.header('cache-control', 'no-cache');
      if (!hasClient)
        return reply
          .status(503)
          .type('text/plain')
          .send('El cliente no está compilado: ejecuta npm run build.');
      const [pathname = '/', search = ''] = request.url.split('?');
      const page = publicPageAt(pathname);
      // The visitor's remembered language from the first byte: no Spanish page swapped later.
      const language = requestedLanguage(search, request.cookies[languageCookie]);
      reply.header('vary', 'cookie');
      rememberLanguageAsked(search, request, reply);
      // A public page's prerendered HTML (first paint without the scripts), else the shell.
      // Read on each request: a rebuild replaces them without a restart.
      const prerendered = prerenderedPageFor(
        root,
        { pathname, search, cookies: request.cookies },
        language,
      );
      const indexHtml = await readFile(prerendered ?? path.join(root, 'index.html'), 'utf8');
      // A prerendered page names its route's scripts and styles already.
      const withPreloads = prerendered
        ? indexHtml
        : indexHtml
            .replace(`lang="${localeTags.es}"`, `lang="${localeTags[language]}"`)
            .replace(
              '</head>',
              `  ${routePreloadTags(await readRoutePreloads(root), pathname)}\n  </head>`,
            );
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .send(
          page
            ? withPageHead(withPreloads, publicPageHeadTags(page, language, site))
            : withPreloads,
        );
    };
    app.get('/', (request, reply) => sendPage(request, reply, 200));
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' && !looksLikeApiOrAsset(pathname);
      if (wantsPage) return sendPage(request, reply, isClientRoute(pathname) ? 200 : 404);
      return reply
        .status(404)
        .send({ code: errorCodes.notFound, message: genericMessages.notFound });
    });
  },
  { name: 'spa', dependencies: ['security'] },
);

/**
 * A page asked for with `?lang=` remembers the choice from its first byte: a link followed
 * before the page's scripts run opens in that language too. Not httpOnly: the page's language
 * switch writes the same cookie.
 */
function rememberLanguageAsked(search: string, request: FastifyRequest, reply: FastifyReply) {
  const asked = languageInQuery(search);
  if (!asked || request.cookies[languageCookie] === asked) return;
  reply.setCookie(languageCookie, asked, {
    path: '/',
    sameSite: 'lax',
    secure: 'auto',
    maxAge: languageCookieDays * 24 * 3600,
  });
}

const apiPrefixes = ['/api/', '/quotation/', '/catalog/', '/policy/', '/mail/', '/assets/'];

function looksLikeApiOrAsset(pathname: string): boolean {
  return (
    apiPrefixes.some((prefix) => pathname.startsWith(prefix)) || /\.[a-z0-9]+$/i.test(pathname)
  );
}
