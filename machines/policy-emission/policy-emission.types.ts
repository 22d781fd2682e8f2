import type { EmissionRequest } from '../../src/api/purchase';
import type { PaymentStatus } from '../../src/domain/policy';
import type { FieldErrors } from '../cart-shared/step-validation';

/** What one emission call answered, as the machine reads it. */
export type EmissionAnswer =
  /** 202: the insurer is still issuing; ask again later with the same idempotency key. */
  | { status: 'processing' }
  | { status: 'issued'; policyNumber: string; paymentStatus: PaymentStatus }
  /** The insurer or the gateway failed for a reason the buyer cannot fix. */
  | { status: 'failed' }
  /** The data or the card were refused (4xx): the buyer must correct them. */
  | { status: 'rejected'; message: string; fields: FieldErrors };

export interface PolicyEmissionInput {
  request: EmissionRequest;
  providerCode: string;
  /** emit-pay (card charged with the emission) rather than emit. */
  withPayment: boolean;
}

export type PolicyEmissionOutput =
  | { outcome: 'issued'; policyNumber: string }
  | { outcome: 'paymentPending'; policyNumber: string }
  | { outcome: 'dataCorrection'; message: string; fields: FieldErrors };

export interface PolicyEmissionContext extends PolicyEmissionInput {
  result?: PolicyEmissionOutput;
}

export type PolicyEmissionEvent = { type: 'cart.retryEmission' } | { type: 'cart.correctData' };
