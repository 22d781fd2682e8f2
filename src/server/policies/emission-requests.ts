import * as v from 'valibot';
import { messages } from '../../domain/validation/messages';
import {
  emissionRequestSchema,
  emitPayRequestSchema,
  payRequestSchema,
} from '../../domain/validation/purchase-requests';
import { fields, oneMessage } from '../../domain/validation/rules';

/**
 * The browser's key for one emission attempt (`cartKey:attempt`): polls, refreshes and retries
 * repeat it. Without one, the quotation id is the key.
 */
const idempotencyKeySchema = v.optional(
  oneMessage(
    v.pipe(v.string(messages.invalidRequest), v.regex(/^[\w:.-]{1,200}$/, messages.invalidRequest)),
  ),
);
const keyed = fields({ idempotencyKey: idempotencyKeySchema });

/** A partner's single-use voucher (`VALE-…`): it stands for the partner's credential once. */
const paymentVoucherSchema = v.optional(
  oneMessage(
    v.pipe(
      v.string(messages.invalidRequest),
      v.trim(),
      v.regex(/^VALE-[\w-]{20,60}$/, messages.invalidRequest),
    ),
  ),
);

/**
 * The shared request schemas plus the idempotency key the browser contract adds; an emission
 * without payment may carry a partner's voucher.
 */
export const keyedEmissionRequestSchema = v.intersect([
  emissionRequestSchema,
  keyed,
  fields({ paymentVoucher: paymentVoucherSchema }),
]);
export const keyedEmitPayRequestSchema = v.intersect([emitPayRequestSchema, keyed]);
export const keyedPayRequestSchema = v.intersect([payRequestSchema, keyed]);

export type KeyedEmissionRequest = v.InferOutput<typeof keyedEmissionRequestSchema>;
export type KeyedEmitPayRequest = v.InferOutput<typeof keyedEmitPayRequestSchema>;
export type KeyedPayRequest = v.InferOutput<typeof keyedPayRequestSchema>;
