import { asksRfcConfirmation } from '../../src/domain/insurers/insurers';
import { generateIndividualRfc } from '../../src/domain/rfc';
import { emissionCall } from '../cart-shared/emission-parts';
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

/** What the emission machine is started with. */
export function emissionCallOf(context: IndividualCartContext): EmissionCall {
  const { holder, birthdateAndGender, plates } = context.steps;
  return emissionCall(context, {
    client: { fiscalRegime: 'individual', ...holder, ...birthdateAndGender },
    tin: tinOf(context),
    privacyNoticeAccepted: plates?.privacyNoticeAccepted,
  });
}
