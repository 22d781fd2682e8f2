import * as v from 'valibot';

/** One message per field, keyed by the field's path (`maternalSurname`, `beneficiary.tin`). */
export type FieldErrors = Record<string, string>;

/** Messages that concern the whole form rather than one field. */
export const formErrorKey = 'form';

export type StepValidation<TOutput> =
  { valid: true; output: TOutput } | { valid: false; errors: FieldErrors };

export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const flat = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]);
  const errors: FieldErrors = {};
  for (const [field, fieldMessages] of Object.entries(flat.nested ?? {})) {
    if (fieldMessages?.[0]) errors[field] = fieldMessages[0];
  }
  if (flat.root?.[0]) errors[formErrorKey] = flat.root[0];
  return errors;
}

/** Checks a step's values with its domain schema; the messages are the spec's own. */
export function validateStep<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: unknown,
): StepValidation<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, values);
  return result.success
    ? { valid: true, output: result.output }
    : { valid: false, errors: fieldErrorsOf(result.issues) };
}
