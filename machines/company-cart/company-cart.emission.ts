import type { EmissionRequest } from '../../src/domain/emission';
import type { QuoteRequest } from '../../src/api/quotation';
import { generateCompanyRfc } from '../../src/domain/rfc';
import {
  beneficiaryIsSkipped,
  emissionKey,
  emissionPayment,
  emissionVehicle,
} from '../cart-shared/emission-parts';
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
 * The quote re-sent before payment: the version the buyer chose in the cart, and Contado when
 * the promo allows cash payment only.
 */
export function quotationUpdateOf(context: CompanyCartContext): {
  quote: QuoteRequest;
  providerCode: string;
} {
  return {
    quote: {
      ...context.quoteRequest,
      versionId: context.steps.vehicle?.versionId ?? context.quoteRequest.versionId,
      ...(context.promo?.onlyCashPayment ? { paymentFrequency: cash } : {}),
    },
    providerCode: context.quotation.providerCode,
  };
}

function emissionRequestOf(context: CompanyCartContext): EmissionRequest {
  const { companyName, rfc, contact, address, plates, beneficiary, serialNumbers } = context.steps;
  return {
    quotationId: context.quotation.id,
    idempotencyKey: emissionKey(context.cartKey, context.emissionAttempt),
    url: context.pageUrl,
    googleAnalyticsId: context.googleAnalyticsId,
    leadId: context.leadId,
    client: {
      fiscalRegime: 'company',
      companyName: companyName?.companyName,
      birthdate: context.constitutionDate,
      email: contact?.email,
      phone: contact?.phone,
      address,
    },
    vehicle: emissionVehicle(context.steps, context.vehicleFound),
    ...(beneficiaryIsSkipped(context.asksBeneficiary, context.steps) ? {} : { beneficiary }),
    tin: rfc?.rfc,
    privacyNoticeAccepted: serialNumbers?.privacyNoticeAccepted ?? plates?.privacyNoticeAccepted,
    termsAndUsagePolicyAccepted: plates?.termsAndUsagePolicyAccepted,
    ...emissionPayment(context.card),
  };
}

export function emissionCallOf(context: CompanyCartContext): EmissionCall {
  return {
    request: emissionRequestOf(context),
    providerCode: context.quotation.providerCode,
    withPayment: context.card !== undefined,
  };
}
