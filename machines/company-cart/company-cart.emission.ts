import type { QuoteRequest } from '../../src/api/quotation';
import { generateCompanyRfc } from '../../src/domain/rfc';
import { emissionCall } from '../cart-shared/emission-parts';
import type { EmissionCall } from '../cart-shared/emission.types';
import type { CompanyCartContext } from './company-cart.types';

const cash = 4;

/** The RFC generated from the company name (split the SAT's way) and its constitution date. */
export function generatedCompanyRfcOf(context: CompanyCartContext) {
  const companyName = context.steps.companyName?.companyName;
  return companyName
    ? generateCompanyRfc({ companyName, constitutionDate: context.constitutionDate })
    : undefined;
}

/**
 * The quote re-sent before payment: the version the buyer chose in the cart, the start date
 * chosen in the summary, and Contado when the promo allows cash payment only.
 */
export function quotationUpdateOf(context: CompanyCartContext): {
  quote: QuoteRequest;
  providerCode: string;
} {
  return {
    quote: {
      ...context.quoteRequest,
      versionId: context.steps.vehicle?.versionId ?? context.quoteRequest.versionId,
      ...(context.beginDate ? { beginDate: context.beginDate } : {}),
      ...(context.promo?.onlyCashPayment ? { paymentFrequency: cash } : {}),
    },
    providerCode: context.quotation.providerCode,
  };
}

export function emissionCallOf(context: CompanyCartContext): EmissionCall {
  const { companyName, rfc, plates, serialNumbers } = context.steps;
  return emissionCall(context, {
    client: {
      fiscalRegime: 'company',
      companyName: companyName?.companyName,
      birthdate: context.constitutionDate,
    },
    tin: rfc?.rfc,
    privacyNoticeAccepted: serialNumbers?.privacyNoticeAccepted ?? plates?.privacyNoticeAccepted,
  });
}
