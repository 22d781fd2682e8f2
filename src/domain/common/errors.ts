/**
 * The error object every failed call answers: `{ code, message }`, with the field messages of a
 * validation failure in `fields`. Codes of the spec: `unknow-error` (sic, as the spec spells it),
 * CON-001 and CON-002.
 */
export interface ApiError {
  code: string;
  message: string;
  fields?: Record<string, string[]>;
}

export const errorCodes = {
  unknown: 'unknow-error',
  /** An upstream service (an insurer, the payment gateway, the database) could not be reached. */
  upstreamUnavailable: 'CON-001',
  /** An upstream service did not answer in time. */
  upstreamTimeout: 'CON-002',
  validation: 'validation-error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not-found',
  conflict: 'conflict',
  rateLimited: 'rate-limited',
  cancelled: 'cancelled',
  /** No insurer quotes the vehicle (a motorcycle): 'No providers available…'. */
  noProviders: 'no-providers',
} as const;

export const genericMessages = {
  unknown: 'Lo sentimos, ocurrió un error inesperado. Intenta de nuevo en unos minutos.',
  upstreamUnavailable:
    'No pudimos comunicarnos con la aseguradora. Intenta de nuevo en unos minutos.',
  upstreamTimeout: 'La aseguradora tardó demasiado en responder. Intenta de nuevo en unos minutos.',
  /** Our own database is out of reach (answered with CON-001): nothing the buyer did was lost. */
  databaseUnavailable: 'La base de datos no responde.',
  validation: 'Existen datos incorrectos.',
  unauthorized: 'Credencial de acceso inválida o ausente.',
  forbidden: 'La solicitud fue rechazada por seguridad. Recarga la página e intenta de nuevo.',
  notFound: 'No encontramos lo que buscas.',
  rateLimited: 'Demasiadas solicitudes. Espera un momento e intenta de nuevo.',
  cancelled: 'Solicitud cancelada',
} as const;

/** Codes of a service that failed rather than refused: the same request may succeed later. */
const serviceFailureCodes: readonly string[] = [
  errorCodes.unknown,
  errorCodes.upstreamUnavailable,
  errorCodes.upstreamTimeout,
];

/**
 * Whether a failed call says our service (or one it needs: the database, an insurer) failed,
 * not that the request was refused: the buyer should hear that, not be asked to fix their data.
 */
export function isServiceFailure(error: unknown): boolean {
  return isApiError(error) && serviceFailureCodes.includes(error.code);
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).code === 'string' &&
    typeof (value as ApiError).message === 'string'
  );
}
