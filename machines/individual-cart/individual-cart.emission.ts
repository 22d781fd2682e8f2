import type { EmissionRequest } from '../../src/domain/emission';
import { asksRfcConfirmation } from '../../src/domain/insurers';
import { generateIndividualRfc } from '../../src/domain/rfc';
import {
  beneficiaryIsSkipped,
  emissionKey,
  emissionPayment,
  emissionVehicle,
} from '../cart-shared/emission-parts';
import type { EmissionCall } from '../cart-shared/emission.types';
import type { IndividualCartContext } from './individual-cart.types';

/** The RFC generated from the holder's names and birth date. */
export function generatedRfcOf(context: Pick<IndividualCartContext, 'steps'>) {
  const { holder, birthdateAndGender } = context.steps;
  return holder && birthdateAndGender
    ? generateIndividualRfc({ ...holder, birthdate: birthdateAndGender.birthdate })
    : undefined;
}

/** HDI takes the RFC the buyer confirmed; the others the generated one. */
function tinOf(context: IndividualCartContext) {
  return asksRfcConfirmation(context.quotation.providerCode)
    ? context.steps.rfc?.rfc
    : generatedRfcOf(context);
}

function emissionRequestOf(context: IndividualCartContext): EmissionRequest {
  const { holder, birthdateAndGender, contact, address, plates, beneficiary } = context.steps;
  return {
    quotationId: context.quotation.id,
    idempotencyKey: emissionKey(context.cartKey, context.emissionAttempt),
    url: context.pageUrl,
    googleAnalyticsId: context.googleAnalyticsId,
    leadId: context.leadId,
    client: {
      fiscalRegime: 'individual',
      ...holder,
      ...birthdateAndGender,
      email: contact?.email,
      phone: contact?.phone,
      address,
    },
    vehicle: emissionVehicle(context.steps, context.vehicleFound),
    ...(beneficiaryIsSkipped(context.asksBeneficiary, context.steps) ? {} : { beneficiary }),
    tin: tinOf(context),
    privacyNoticeAccepted: plates?.privacyNoticeAccepted,
    termsAndUsagePolicyAccepted: plates?.termsAndUsagePolicyAccepted,
    ...emissionPayment(context.card),
  };
}

/** What the emission machine is started with. */
export function emissionCallOf(context: IndividualCartContext): EmissionCall {
  return {
    request: emissionRequestOf(context),
    providerCode: context.quotation.providerCode,
    withPayment: context.card !== undefined,
  };
}
