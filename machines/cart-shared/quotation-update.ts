import type { QuoteRequest } from '../../src/api/quotation';
import { cashPaymentFrequency } from '../../src/domain/payment/payment-frequencies';
import type { CartContext } from './cart.types';

/** What the cart's updateQuotation actor re-prices: a quote body for one insurer. */
export interface QuotationUpdate {
  quote: QuoteRequest;
  providerCode: string;
}

/**
 * The quote re-sent before payment, in both carts: the version the buyer chose in the cart, the
 * start date chosen in the summary, and Contado when the promo allows cash payment only. The
 * emission then names the re-priced quotation, whose stored price the server charges.
 */
export function quotationUpdateOf(context: CartContext): QuotationUpdate {
  return {
    quote: {
      ...context.quoteRequest,
      versionId: context.steps.vehicle?.versionId ?? context.quoteRequest.versionId,
      ...(context.beginDate ? { beginDate: context.beginDate } : {}),
      ...(context.promo?.onlyCashPayment ? { paymentFrequency: cashPaymentFrequency } : {}),
    },
    providerCode: context.quotation.providerCode,
  };
}
