import * as v from 'valibot';
import { noPayload, type MachineSchemas } from '../support/machine-schemas';
import { cartOutputEntries } from '../cart-shared/cart-output.schemas';
import type { AfterPurchaseContext, AfterPurchaseEvent } from './after-purchase.types';

/** The schemas of the thank-you page's events and context (machine-schemas.ts). */
export const afterPurchaseSchemas: MachineSchemas<AfterPurchaseContext, AfterPurchaseEvent> = {
  events: {
    'afterPurchase.resendLink': noPayload,
    'afterPurchase.login': v.object({ emailAddress: v.string(), password: v.string() }),
    'afterPurchase.download': noPayload,
  },
  context: v.object({
    policy: v.object({
      ...cartOutputEntries,
      transaction: v.object({
        transactionId: v.string(),
        transactionAffiliation: v.string(),
        transactionTotal: v.number(),
        transactionProducts: v.array(
          v.object({
            sku: v.string(),
            name: v.string(),
            category: v.string(),
            price: v.number(),
            quantity: v.number(),
          }),
        ),
      }),
    }),
    userId: v.optional(v.string()),
    linkError: v.optional(v.string()),
    linkResent: v.optional(v.boolean()),
    loginError: v.optional(v.string()),
    downloadError: v.optional(v.string()),
  }),
};
