import * as v from 'valibot';
import { normalizeVin, vinLength } from '../vehicle/vin';
import { messages } from './messages';
import { identifier, oneMessage, requiredText } from './rules';

/** What the visitor typed in the vehicle search. */
export const vehicleSearchSchema = requiredText(messages.vehicleRequired);

/** The sub-brand (make and model) picked from the search suggestions. */
export const subbrandIdSchema = identifier(messages.brandAndModelRequired);

/** Model year: four digits, as a number or as the text of the bar's button. */
export const modelYearSchema = oneMessage(
  v.pipe(
    v.union(
      [v.number(messages.modelRequired), v.string(messages.modelRequired)],
      messages.modelRequired,
    ),
    v.transform((year) => String(year).trim()),
    v.regex(/^(19|20)\d{2}$/, messages.modelRequired),
    v.transform(Number),
  ),
);

/** The model picked from the catalogue (its id). */
export const modelIdSchema = identifier(messages.modelRequired);

export const versionIdSchema = identifier(messages.version);

function withoutSeparators(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** Plates: letters and digits, typed with or without dashes and spaces. */
export const licensePlatesSchema = oneMessage(
  v.pipe(
    v.string(messages.licensePlatesRequired),
    v.transform(withoutSeparators),
    v.nonEmpty(messages.licensePlatesRequired),
    v.maxLength(10, messages.licensePlatesRequired),
    v.regex(/^[A-Z0-9]+$/, messages.licensePlatesRequired),
  ),
);

/**
 * Serial number (VIN). Of the spec's two readings (17, or 10 or 17 characters) we take 17: the
 * hint tells holders of shorter serials to pad them with leading zeros. Letters I, O and Q never
 * appear in a VIN (ISO 3779), so they are typing mistakes.
 */
export const vinSchema = oneMessage(
  v.pipe(
    v.string(messages.vinInvalid),
    v.transform(normalizeVin),
    v.nonEmpty(messages.vinInvalid),
    v.regex(/^[A-Z0-9]+$/, messages.vinInvalid),
    v.length(vinLength, messages.vinLength),
    v.regex(/^[^IOQ]+$/, messages.vinInvalid),
  ),
);

function engineNumberRule(pattern: RegExp) {
  return oneMessage(
    v.pipe(
      v.string(messages.engineNumber),
      v.transform((text) => text.trim().replace(/\s+/g, ' ').toUpperCase()),
      v.nonEmpty(messages.engineNumber),
      v.maxLength(30, messages.engineNumber),
      v.regex(pattern, messages.engineNumber),
    ),
  );
}

/** Engine number of the individual cart: letters and digits. */
export const engineNumberSchema = engineNumberRule(/^[A-Z0-9]+$/);

/** The company cart also allows spaces ("HECHO EN MEXICO"). */
export const companyEngineNumberSchema = engineNumberRule(/^[A-Z0-9]+( [A-Z0-9]+)*$/);
