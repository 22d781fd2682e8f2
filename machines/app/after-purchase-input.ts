import { analyticsTransactionOf } from '../../src/domain/purchase/analytics-transaction';
import { ownPartnerCode } from '../../src/domain/site/partners';
import type { AfterPurchaseInput } from '../after-purchase/after-purchase.types';
import type { CartOutput } from '../cart-shared/cart.types';
import type { AppContext } from './app.types';

/**
 * What the thank-you page starts from: the issued policy and its analytics transaction, priced
 * as the card paid it (the company cart's re-priced quotation, else the one selected).
 */
export function afterPurchaseInputOf(context: AppContext): AfterPurchaseInput {
  // Stored by storeIssuedPolicy on the way into `purchased`, with the selection still kept.
  const policy = context.issuedPolicy as CartOutput;
  const quotation = policy.updatedQuotation ?? context.selection!.quotation;
  return {
    ...policy,
    transaction: analyticsTransactionOf({
      policyNumber: policy.policyNumber,
      partnerCode: context.partnerCode ?? ownPartnerCode,
      quotation,
    }),
  };
}
