import type { InsurerCode } from '../insurers/insurers';
import { cartStepsOf, type CartAnswers } from './cart-steps';
import { privacyNoticeAcceptedSchema } from './consent-fields';
import { companyNameSchema } from './identity-fields';
import { companyRfcSchema } from './rfc-fields';
import { companyEngineNumberSchema, vinSchema } from './vehicle-fields';
import { fields } from './rules';

/** Step 1: razón social. */
export const companyNameStepSchema = fields({ companyName: companyNameSchema });

/** Step 2: the RFC, prefilled with `generateCompanyRfc` and editable. */
export const companyRfcStepSchema = fields({ rfc: companyRfcSchema });

/** Step 8: serial and engine numbers (spaces allowed) with the privacy notice. */
export const companySerialNumbersStepSchema = fields({
  vin: vinSchema,
  engineNumber: companyEngineNumberSchema,
  privacyNoticeAccepted: privacyNoticeAcceptedSchema,
});

/** The form steps of the company cart: razón social and RFC, then the shared ones. */
export function companyCartSteps(insurer: InsurerCode) {
  return cartStepsOf(
    insurer,
    { companyName: companyNameStepSchema, rfc: companyRfcStepSchema },
    companySerialNumbersStepSchema,
  );
}

export type CompanyCartAnswers = CartAnswers<ReturnType<typeof companyCartSteps>>;
