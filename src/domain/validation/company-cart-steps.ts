import type * as v from 'valibot';
import type { InsurerCode } from '../insurers';
import { sharedCartSteps } from './cart-steps';
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

/** The form steps of the company cart: its own first steps, the shared ones, its serial numbers. */
export function companyCartSteps(insurer: InsurerCode) {
  return {
    companyName: companyNameStepSchema,
    rfc: companyRfcStepSchema,
    ...sharedCartSteps(insurer),
    serialNumbers: companySerialNumbersStepSchema,
  } as const;
}

export type CompanyNameStep = v.InferOutput<typeof companyNameStepSchema>;
export type CompanyRfcStep = v.InferOutput<typeof companyRfcStepSchema>;
export type CompanySerialNumbersStep = v.InferOutput<typeof companySerialNumbersStepSchema>;
