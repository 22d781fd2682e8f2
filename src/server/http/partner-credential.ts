import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * The call carries its partner's credential (X-Partner-Credential): the partner's own system
 * asks. Compared in constant time, so the answer's timing does not spell the credential.
 */
export function hasPartnerCredential(
  request: FastifyRequest,
  credentials: ServerConfig['partnerCredentials'],
): boolean {
  const sent = request.headers['x-partner-credential'];
  const expected = credentials[request.partnerCode];
  if (typeof sent !== 'string' || !expected) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
