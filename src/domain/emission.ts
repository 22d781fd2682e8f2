import type { PaymentStatus } from './policy';

/**
 * The emission body as the browser assembles it from a cart (POST /policy/emit and
 * /policy/emit-pay). The server checks it with the emission request schemas; `idempotencyKey`
 * is stable per cart and emission attempt, so a refresh, a retry or a poll re-sends the same
 * key and the server answers the first outcome instead of charging twice.
 */
export type EmissionRequest = Record<string, unknown> & {
  quotationId: string;
  idempotencyKey: string;
};

/**
 * What the emission calls answer: 'processing' while the insurer issues (the browser polls),
 * then 'issued' with the policy number or 'failed'. `emissionId` names the policy's PDF.
 */
export interface EmissionResult {
  status: 'processing' | 'issued' | 'failed';
  emissionId: string;
  policyNumber?: string;
  paymentStatus?: PaymentStatus;
  message?: string;
}
