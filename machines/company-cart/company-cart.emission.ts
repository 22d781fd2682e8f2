import { generateCompanyRfc } from '../../src/domain/rfc';
import { emissionCall } from '../cart-shared/emission-parts';
import type { EmissionCall } from '../cart-shared/emission.types';
import type { CompanyCartContext } from './company-cart.types';

/** The RFC generated from the company name (split the SAT's way) and its constitution date. */
export function generatedCompanyRfcOf(context: CompanyCartContext) {
  const companyName = context.steps.companyName?.companyName;
  return companyName
    ? generateCompanyRfc({ companyName, constitutionDate: context.constitutionDate })
    : undefined;
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
