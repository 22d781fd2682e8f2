import type { InsurerCode } from '../../domain/insurers/insurers';
import type { EmissionRecord } from '../../domain/purchase/emission-record';
import type { CompensationValue } from '../../domain/quote/policy';
import type { RatedQuote, RatingInput } from './rating';

/**
 * One insurer's web service as the server uses it. The sandbox adapters implement it with the
 * documented rating model; a real insurer service plugs in as another implementation, without
 * touching routes or the browser.
 */
export interface InsurerAdapter {
  readonly insurer: InsurerCode;
  quote(request: InsurerQuoteRequest, signal: AbortSignal): Promise<QuoteOutcome>;
  emit(request: EmissionRequest, signal: AbortSignal): Promise<EmissionOutcome>;
}

export interface InsurerQuoteRequest extends RatingInput {
  compensationValue: CompensationValue;
}

export type QuoteOutcome =
  | { status: 'quoted'; quote: RatedQuote; validityDays: number }
  | { status: 'declined'; reason: string };

/**
 * What an insurer needs to issue a policy: the whole emission record (the buyer's answers, the
 * vehicle and the stored quotation's price) and the payment's reference.
 */
export interface EmissionRequest {
  record: EmissionRecord;
  /** The payment gateway's authorisation id; card data never reach an insurer adapter. */
  paymentReference: string;
}

export type EmissionOutcome =
  | { status: 'issued'; policyNumber: string; issuedAt: string }
  | { status: 'rejected'; reason: string };

/** The insurer's service failed (an error answer, a broken connection). */
export class InsurerUnavailableError extends Error {
  constructor(
    readonly insurer: InsurerCode,
    detail: string,
  ) {
    super(`${insurer}: ${detail}`);
    this.name = 'InsurerUnavailableError';
  }
}
