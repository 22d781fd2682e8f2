import type { EmissionBody } from '../../src/domain/purchase/emission';
import type { PaymentStatus } from '../../src/domain/quote/policy';
import type { FieldErrors } from './step-validation';

/** What one emission call answered, as the carts read it. */
export type EmissionAnswer =
  /** 202: the insurer is still issuing; ask again later with the same idempotency key. */
  | { status: 'processing' }
  | { status: 'issued'; policyNumber: string; paymentStatus: PaymentStatus; emissionId?: string }
  /** The insurer or the gateway failed for a reason the buyer cannot fix. */
  | { status: 'failed' }
  /** The data or the card were refused (4xx): the buyer must correct them. */
  | { status: 'rejected'; message: string; fields: FieldErrors };

/** One emission call: emit-pay (card charged with the emission) or emit. */
export interface EmissionCall {
  request: EmissionBody;
  providerCode: string;
  withPayment: boolean;
}
