import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes, genericMessages, type ApiError } from '../../domain/common/errors';
import { loggableError } from '../db/loggable-error';
import { isDatabaseUnavailable } from '../db/unavailable';
import { secretsOf } from '../reporting/scrub';

/** A failure a handler means to answer, with its status and the spec's message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = genericMessages.notFound) =>
  new AppError(404, errorCodes.notFound, message);

/** A body, query or params that failed its valibot schema. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: Record<string, string[]>) {
    super(Object.values(fields)[0]?.[0] ?? genericMessages.validation);
    this.name = 'RequestValidationError';
  }
}

/** Fastify's own client errors, in words a person can act on. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido; envía application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la solicitud es demasiado grande.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del contenido no es válida.',
};

export function toApiError(error: FastifyError | Error): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    const body: ApiError = { code: error.code, message: error.message };
    if (error.fields) body.fields = error.fields;
    return { status: error.statusCode, body };
  }
  const validation = validationFields(error);
  if (validation) {
    return {
      status: 400,
      body: { code: errorCodes.validation, message: firstMessage(validation), fields: validation },
    };
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 429) {
    return { status, body: { code: errorCodes.rateLimited, message: genericMessages.rateLimited } };
  }
  if (status >= 400 && status < 500) return { status, body: clientErrorOf(error, status) };
  if (isDatabaseUnavailable(error)) {
    const body = {
      code: errorCodes.upstreamUnavailable,
      message: genericMessages.databaseUnavailable,
    };
    return { status: 503, body };
  }
  return { status: 500, body: { code: errorCodes.unknown, message: genericMessages.unknown } };
}

/**
 * A client error Fastify or a plugin raised: the envelope's own codes and a Spanish message,
 * never the framework's FST_ERR code or its English text.
 */
function clientErrorOf(error: FastifyError | Error, status: number): ApiError {
  const frameworkCode = (error as FastifyError).code ?? '';
  const byStatus = clientErrorsByStatus[status] ?? clientErrorsByStatus[400]!;
  return { code: byStatus.code, message: frameworkMessages[frameworkCode] ?? byStatus.message };
}

const clientErrorsByStatus: Record<number, ApiError> = {
  400: { code: errorCodes.validation, message: genericMessages.validation },
  401: { code: errorCodes.unauthorized, message: genericMessages.unauthorized },
  403: { code: errorCodes.forbidden, message: genericMessages.forbidden },
  404: { code: errorCodes.notFound, message: genericMessages.notFound },
  405: { code: errorCodes.notFound, message: genericMessages.notFound },
  413: { code: errorCodes.validation, message: 'El cuerpo de la solicitud es demasiado grande.' },
  415: {
    code: errorCodes.validation,
    message: 'Tipo de contenido no admitido; envía application/json.',
  },
};

function validationFields(error: Error): Record<string, string[]> | undefined {
  if (error instanceof RequestValidationError) return error.fields;
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof RequestValidationError ? cause.fields : undefined;
}

function firstMessage(fields: Record<string, string[]>): string {
  return Object.values(fields)[0]?.[0] ?? genericMessages.validation;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toApiError(error);
  if (status >= 500) reportServerError(error, request);
  else request.log.info({ code: body.code, status }, 'request rejected');
  return reply.status(status).send(body);
}

/** A failure of ours, not of the request: logged, and reported with the route but not the body. */
function reportServerError(error: Error, request: FastifyRequest) {
  const loggable = loggableError(error);
  request.log.error({ err: loggable }, 'request failed');
  request.server.errorReporter.report(loggable, {
    route: { method: request.method, pattern: request.routeOptions.url ?? 'unrouted' },
    secrets: secretsOf(request.body),
  });
}
