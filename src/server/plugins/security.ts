import fp from 'fastify-plugin';
import helmet from 'helmet';
import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../config';
import { AppError } from '../http/errors';
import { errorCodes, genericMessages } from '../../domain/common/errors';
import { ensureBrowserId } from './browser-identity';
import { afterPaintLoaderSource } from '../site/after-paint-loader';
import { earlyPressKeeperSource } from '../site/early-press-keeper';
import { builtClientSettings } from '../site/client-settings';
import { thirdPartyOrigins } from '../site/third-party-origins';

/** The double-submit names the spec gives: cookie XSRF-TOKEN, header X-XSRF-TOKEN. */
export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'x-xsrf-token';
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyReply {
    /** Sets a fresh XSRF-TOKEN cookie (readable by the page) signed against the session secret. */
    issueXsrfToken(): Promise<string>;
  }
}

/**
 * Helmet headers with a CSP the app passes, cookies, signed double-submit CSRF
 * (@fastify/csrf-protection keeps the secret in an HttpOnly cookie; the token it derives goes in
 * XSRF-TOKEN for the client to echo), and a rate limit on writes.
 */
export const securityPlugin = fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    // Helmet's middleware is built once: @fastify/helmet built it (and parsed the CSP) anew for
    // every request, about 8% of a lookup's CPU.
    const thirdParty = thirdPartyOrigins(builtClientSettings(config.clientDist));
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          'base-uri': ["'none'"],
          'object-src': ["'none'"],
          'frame-ancestors': ["'none'"],
          // The only inline scripts: a prerendered page's press keeper and loader
          // (site/early-press-keeper.ts, site/after-paint-loader.ts).
          'script-src': [
            "'self'",
            afterPaintLoaderSource,
            earlyPressKeeperSource,
            ...thirdParty.script,
          ],
          // Mantine injects its CSS variables in a <style> element.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', ...thirdParty.img],
          'upgrade-insecure-requests': config.env === 'production' ? [] : null,
          'connect-src': ["'self'", ...thirdParty.connect],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    // A script, style sheet or font is no document: the page's policy governs it, and the
    // document headers (about 1 kB) came again with each of the page's sixty files. It keeps
    // what applies to the file itself: no sniffing into another type, no reading from elsewhere.
    const assetHeaders = helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      strictTransportSecurity: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    });
    const documentHeaderList = headersSetBy(securityHeaders);
    const assetHeaderList = headersSetBy(assetHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of isBuiltAsset(request.url) ? assetHeaderList : documentHeaderList)
        reply.raw.setHeader(name, value);
      done();
    });
    await app.register(cookie, { secret: config.csrfSecret });
    await app.register(csrf, {
      cookieKey: '_csrf',
      cookieOpts: { path: '/', sameSite: 'strict', httpOnly: true, signed: true, secure: 'auto' },
      getToken: (request) => headerValue(request.headers[xsrfHeader]),
    });
    app.decorateReply('issueXsrfToken', async function (this: FastifyReply) {
      ensureBrowserId(this.request, this);
      const token = await this.generateCsrf();
      this.setCookie(xsrfCookie, token, {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: 'auto',
      });
      return token;
    });
    await app.register(rateLimit, {
      max: config.writeRateLimitPerMinute,
      timeWindow: 60_000,
      allowList: (request) => !unsafeMethods.has(request.method),
    });
  },
  { name: 'security' },
);

/** Rejects a state-changing request without a valid XSRF token or sent from another site. */
export async function requireXsrf(request: FastifyRequest, reply: FastifyReply) {
  if (!unsafeMethods.has(request.method)) return;
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw new AppError(403, errorCodes.forbidden, genericMessages.forbidden);
  }
  const cookieToken = request.cookies[xsrfCookie];
  if (!cookieToken || cookieToken !== headerValue(request.headers[xsrfHeader])) {
    throw new AppError(403, errorCodes.forbidden, genericMessages.forbidden);
  }
  await new Promise<void>((resolve, reject) =>
    request.server.csrfProtection(request, reply, (error?: Error) =>
      error
        ? reject(new AppError(403, errorCodes.forbidden, genericMessages.forbidden))
        : resolve(),
    ),
  );
}

/** The build's hashed scripts, style sheets and fonts (served by spa.ts under /assets/). */
const isBuiltAsset = (url: string) => url.startsWith('/assets/');

/**
 * The headers a helmet middleware sets, recorded once: none of its directives depends on the
 * request, so each request gets the same list, set directly (running helmet's dozen small
 * middlewares for every request was 2.3% of a quote's CPU). Helmet 8 throws on a bad option
 * instead of passing an error on. Its X-Powered-By removal is moot: Fastify sets none.
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
