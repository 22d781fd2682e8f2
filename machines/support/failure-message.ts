import { genericMessages } from '../../src/domain/common/errors';

/** The message a failed request shows: the API error's own, else the generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : genericMessages.unknown;
}
