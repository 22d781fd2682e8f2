import * as v from 'valibot';
import {
  birthDateStepSchema,
  editQuoteSchema,
  leadStepSchema,
  modelYearStepSchema,
  personTypeStepSchema,
  postalCodeStepSchema,
  quoteCartSchema,
  vehicleStepSchema,
} from '../../src/domain/validation/quote-steps';
import type {
  FieldErrors,
  QuoteWizardContext,
  WizardFields,
  WizardStep,
} from './quote-wizard.types';

/** The steps and the results page's edit-quote modal, each checked with its schema. */
export type CheckedForm = WizardStep | 'editQuote';

/** Each step's domain schema and the fields it reads (the spec's messages come with them). */
const stepRules = {
  vehicle: { schema: vehicleStepSchema, fields: ['vehicleSearch', 'subbrandId'] },
  modelYear: { schema: modelYearStepSchema, fields: ['modelId', 'model'] },
  postalCode: { schema: postalCodeStepSchema, fields: ['postalCode'] },
  personType: { schema: personTypeStepSchema, fields: ['personType', 'gender'] },
  birthDate: {
    schema: birthDateStepSchema,
    fields: ['dayOfBirth', 'monthOfBirth', 'yearOfBirth', 'personType'],
  },
  lead: { schema: leadStepSchema, fields: ['asLeadsName', 'asLeadsPhone', 'asLeadsEmail'] },
  quoteCart: { schema: quoteCartSchema, fields: ['postalCode', 'birthdate', 'gender'] },
  editQuote: {
    schema: editQuoteSchema,
    fields: ['vehicleSearch', 'subbrandId', 'model', 'postalCode', 'gender', 'birthdate'],
  },
} satisfies Record<CheckedForm, { schema: v.GenericSchema; fields: (keyof WizardFields)[] }>;

export function fieldsOfStep(step: CheckedForm): readonly (keyof WizardFields)[] {
  return stepRules[step].fields;
}

function parseStep(step: CheckedForm, fields: WizardFields) {
  const { schema, fields: names } = stepRules[step];
  const values = Object.fromEntries(names.map((name) => [name, fields[name]]));
  return v.safeParse(schema as v.GenericSchema, values);
}

/** The first message of each field that fails its rule; empty when the step is valid. */
export function stepErrors(step: CheckedForm, fields: WizardFields): FieldErrors {
  const result = parseStep(step, fields);
  if (result.success) return {};
  const nested = v.flatten(result.issues).nested ?? {};
  return Object.fromEntries(
    Object.entries(nested).map(([field, messages]) => [field, messages?.[0]]),
  ) as FieldErrors;
}

export function isStepValid(step: CheckedForm, fields: WizardFields): boolean {
  return parseStep(step, fields).success;
}

/** The step's checked values (e.g. the birth date as yyyy-mm-dd); call once it is valid. */
export function stepOutput<TOutput = Record<string, unknown>>(
  step: CheckedForm,
  fields: WizardFields,
): TOutput {
  const result = parseStep(step, fields);
  if (!result.success) throw new Error(`The ${step} step is not valid.`);
  return result.output as TOutput;
}

/** The edit-quote modal holds answers that differ from those it opened on (not applied yet). */
export function hasUnappliedQuoteEdits({
  fields,
  quoteBeforeEdit,
}: Pick<QuoteWizardContext, 'fields' | 'quoteBeforeEdit'>): boolean {
  if (!quoteBeforeEdit) return false;
  return (Object.keys(fields) as (keyof WizardFields)[]).some(
    (name) => fields[name] !== quoteBeforeEdit.fields[name],
  );
}
