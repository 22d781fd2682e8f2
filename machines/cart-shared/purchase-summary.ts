import { policyEndDate, startDateWindow, type IsoDate } from '../../src/domain/common/dates';
import type { InsurerCode } from '../../src/domain/insurers/insurers';
import type { PackageCode } from '../../src/domain/coverage/packages';
import {
  allowsInterestFreeMonths,
  paymentFrequencyByCode,
  type PaymentFrequencyKey,
} from '../../src/domain/payment/payment-frequencies';
import { defaultValidity } from '../../src/domain/quote/policy';
import type { Quotation, QuotationCoverages } from '../../src/domain/quote/quotation';
import type { QuoteInputs } from '../contracts/quotation-link';

/** What the summary is built from: the quotation the cart charges and what it was quoted for. */
export interface PurchaseSummarySource {
  /** The quotation the emission sends (the company cart's updated one once it re-priced). */
  quotation: Quotation;
  inputs: Pick<QuoteInputs, 'brandName' | 'subbrandName' | 'model'>;
  quoteRequest: { beginDate?: string; validity?: number; promoCode?: string | null };
  /** The RFC the cart holds (confirmed or generated); empty before it is known. */
  rfc: string;
  today: IsoDate;
}

/** The purchase summary (docs/behaviour/purchase/carts.md#the-purchase-summary): every line the panel shows. */
export interface PurchaseSummary {
  insurer: InsurerCode;
  package: PackageCode;
  /** The frequency's key: the view names it in the visitor's language. */
  paymentFrequency: PaymentFrequencyKey;
  rfc: string;
  promoCode: string | undefined;
  car: string;
  beginDate: IsoDate;
  endDate: IsoDate;
  /** The days the start date may be chosen among: today to 30 calendar days ahead. */
  startDateWindow: { first: IsoDate; last: IsoDate };
  /** Before the promo discount; the total is what the card is charged over the policy. */
  subtotal: number;
  discount: number;
  total: number;
  /** The price block. */
  partnerPrice: number;
  regularPrice: number;
  firstPayment: number;
  nextPayments: number;
  /** How many receipts follow the first one. */
  remainingPayments: number;
  savings: number;
  savingsPercent: number;
  /** Months without interest apply to annual payment on a credit card. */
  offersInterestFreeMonths: boolean;
  /** The quotation's coverages: the view words them in the visitor's language. */
  coverages: QuotationCoverages;
}

/** The summary of the quotation a cart sells: the amounts are the quotation's, never recomputed. */
export function purchaseSummaryOf(source: PurchaseSummarySource): PurchaseSummary {
  const { quotation, inputs, quoteRequest } = source;
  const beginDate = quoteRequest.beginDate ?? source.today;
  const validity = quoteRequest.validity ?? defaultValidity;
  return {
    insurer: quotation.providerCode,
    package: quotation.package,
    paymentFrequency: paymentFrequencyByCode(quotation.paymentFrequency).key,
    rfc: source.rfc,
    promoCode: quoteRequest.promoCode || undefined,
    car: `${inputs.brandName} ${inputs.subbrandName} ${inputs.model}`.trim(),
    beginDate,
    endDate: policyEndDate(beginDate, validity),
    startDateWindow: startDateWindow(source.today),
    subtotal: quotation.regularPrice,
    discount: quotation.regularPrice - quotation.discountPrice,
    total: quotation.discountPrice,
    partnerPrice: quotation.discountPrice,
    regularPrice: quotation.regularPrice,
    firstPayment: quotation.firstPayment,
    nextPayments: quotation.nextPayments,
    remainingPayments: Math.max(0, quotation.payments - 1),
    savings: quotation.regularPrice - quotation.discountPrice,
    savingsPercent: quotation.savingsPercent,
    offersInterestFreeMonths: allowsInterestFreeMonths(quotation.paymentFrequency),
    coverages: quotation.coverages,
  };
}
