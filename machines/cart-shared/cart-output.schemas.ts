import * as v from 'valibot';
import { paymentStatuses } from '../../src/domain/quote/policy';
import type { ShapeOf } from '../support/machine-schemas';
import { insurerCodeShape, quotationShape } from '../support/state-shapes';
import type { CartOutput } from './cart.types';

/**
 * A cart's output, apart from the carts' other schemas (cart.schemas.ts): the app keeps it
 * on the home page's first load, before any cart's code has loaded.
 */

export const issuedPolicyEntries = {
  policyNumber: v.string(),
  paymentStatus: v.picklist(paymentStatuses),
  emissionId: v.optional(v.string()),
};

/** What a cart hands back when the policy is issued (the app and the thank-you page keep it). */
export const cartOutputEntries = {
  ...issuedPolicyEntries,
  email: v.optional(v.string()),
  providerCode: insurerCodeShape,
  quotationId: v.optional(v.string()),
  holderName: v.optional(v.string()),
  companyName: v.optional(v.string()),
  updatedQuotation: v.optional(quotationShape),
};

export const cartOutputShape: ShapeOf<CartOutput> = v.object(cartOutputEntries);
