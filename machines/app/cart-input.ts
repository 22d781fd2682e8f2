import { missingDataDefaults } from '../../src/domain/purchase/defaults';
import { individualGenderKeys, type IndividualGender } from '../../src/domain/quote/person';
import { compensationFor, defaultIndemnityValue } from '../../src/domain/quote/policy';
import type { PromoData } from '../../src/domain/site/promo';
import type { CartInput } from '../cart-shared/cart.types';
import type { CompanyCartInput } from '../company-cart/company-cart.types';
import type { IndividualCartInput } from '../individual-cart/individual-cart.types';
import type { QuotationSelectedEvent } from '../quotation/quotation.types';

/**
 * What a cart starts from: the quotation the buyer selected, the vehicle and buyer data the quote
 * was made with, the promo in force and where the emission is requested from.
 */
export interface PurchaseStart {
  selection: Omit<QuotationSelectedEvent, 'type'>;
  promo?: PromoData;
  /** The page the emission is requested from (the emission body's `url`). */
  pageUrl: string;
  googleAnalyticsId?: string;
}

/** Which cart a buyer goes through: persona moral buys in the company cart. */
export type CartKind = 'individual' | 'company';

export function cartKindOf(selection: PurchaseStart['selection']): CartKind {
  return selection.inputs.personType === 'legal' ? 'company' : 'individual';
}

/** What both carts take from the selection. */
function sharedCartInput({
  selection,
  promo,
  pageUrl,
  googleAnalyticsId,
}: PurchaseStart): CartInput {
  const { quotation, inputs, quoteRequest } = selection;
  return {
    // One cart per selected quotation: its id roots the emission's idempotency key.
    cartKey: quotation.id,
    quotation: {
      id: quotation.id,
      providerCode: quotation.providerCode,
      paymentFrequency: quotation.paymentFrequency,
      compensationValue: compensationFor(quoteRequest.indemnityValue ?? defaultIndemnityValue),
    },
    modelId: inputs.modelId,
    postalCode: inputs.postalCode,
    ...(promo ? { promo } : {}),
    ...(inputs.leadId ? { leadId: inputs.leadId } : {}),
    pageUrl,
    ...(googleAnalyticsId ? { googleAnalyticsId } : {}),
    ...(quoteRequest.beginDate ? { beginDate: quoteRequest.beginDate } : {}),
    quoteRequest,
  };
}

const isIndividualGender = (gender: string | undefined): gender is IndividualGender =>
  (individualGenderKeys as readonly (string | undefined)[]).includes(gender);

/** The individual cart offers again the birth date and gender the wizard asked. */
export function individualCartInputOf(start: PurchaseStart): IndividualCartInput {
  const { birthdate, gender } = start.selection.inputs;
  return {
    ...sharedCartInput(start),
    ...(birthdate ? { birthdate } : {}),
    ...(isIndividualGender(gender) ? { gender } : {}),
  };
}

/**
 * The company cart generates the RFC from the constitution date (asked as the birth date; the
 * spec's default when absent).
 */
export function companyCartInputOf(start: PurchaseStart): CompanyCartInput {
  return {
    ...sharedCartInput(start),
    constitutionDate: start.selection.inputs.birthdate ?? missingDataDefaults.birthdate,
  };
}
