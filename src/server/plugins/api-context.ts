import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { AppError } from '../http/errors';
import { partners } from '../db/schema/index';
import { errorCodes, genericMessages } from '../../domain/common/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner the call speaks for: X-Partner-Code, or the own brand by default. */
    partnerCode: string;
  }
}

const unknownPartner = 'Código de socio desconocido.';

/**
 * Every API call carries the fixed bearer credential and may carry X-Partner-Code; this hook
 * checks both before any route runs. Partner codes are read once: they change with a deploy.
 */
export async function installApiContext(app: FastifyInstance, config: ServerConfig) {
  const knownPartners = new Set(
    (await app.db.select({ code: partners.code }).from(partners)).map((p) => p.code),
  );
  const expected = Buffer.from(`Bearer ${config.bearerToken}`);
  app.decorateRequest('partnerCode', '');
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!bearerMatches(request.headers.authorization, expected)) {
      throw new AppError(401, errorCodes.unauthorized, genericMessages.unauthorized);
    }
    const header = request.headers['x-partner-code'];
    const partnerCode =
      (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ||
      config.defaultPartnerCode;
    if (!knownPartners.has(partnerCode))
      throw new AppError(400, errorCodes.validation, unknownPartner);
    request.partnerCode = partnerCode;
  });
}

function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  if (!header) return false;
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
