import type { PaymentStatus } from '../quote/policy';
import type { KeyedEmitPayRequestInput } from '../validation/purchase-requests';

/** What the API client adds to every emission body (src/api/purchase.ts). */
type AddedByApiClient = 'providerCode' | 'partnerCode' | 'language';

/** `T` with every field optional, down to its leaves. */
type WithGaps<T> = T extends object ? { [K in keyof T]?: WithGaps<T[K]> } : T;

/**
 * The emission body as the browser assembles it from a cart (POST /policy/emit and
 * /policy/emit-pay): the emit-pay request schema's input, less what the API client adds. A part
 * the buyer's steps fill may still be missing: the server's schema refuses it field by field and
 * the cart shows the refusal. `idempotencyKey` is stable per cart and emission attempt, so a
 * refresh, a retry or a poll re-sends the same key and the server answers the first outcome
 * instead of charging twice; a poll carries no `payment`.
 */
export type EmissionBody = WithGaps<Omit<KeyedEmitPayRequestInput, AddedByApiClient>> &
  Pick<KeyedEmitPayRequestInput, 'quotationId'> & { idempotencyKey: string };

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
