import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A random id per browser, in an HttpOnly signed cookie set with the XSRF token (every page
 * load). It says "the same browser as before": the emission remembers the browser that asked
 * for it, and only that browser hears the outcome or holds the purchase's grant.
 */
export const browserCookie = 'cotizauto_browser';
const oneYearSeconds = 365 * 24 * 60 * 60;

/** The browser's id from its signed cookie; undefined when absent or tampered with. */
export function browserIdOf(request: FastifyRequest): string | undefined {
  const raw = request.cookies[browserCookie];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/** The browser's id, giving it one (and its cookie) when it has none yet. */
export function ensureBrowserId(request: FastifyRequest, reply: FastifyReply): string {
  const known = browserIdOf(request);
  if (known) return known;
  const id = randomUUID();
  reply.setCookie(browserCookie, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    signed: true,
    maxAge: oneYearSeconds,
  });
  return id;
}
