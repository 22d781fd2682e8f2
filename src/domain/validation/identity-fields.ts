import * as v from 'valibot';
import { fiscalRegimeKeys, genderKeys, individualGenderKeys, personTypeKeys } from '../person';
import { analyzeRfc, isRfcOf, normalizeRfc, type RfcHolder } from '../rfc';
import { messages } from './messages';
import { choice, oneMessage, patternText, requiredText } from './rules';

/**
 * People's names: letters (accents, Ñ, Ü), spaces, apostrophes, dots and hyphens. Stricter than
 * "required", and every real name passes; digits would break the RFC and the insurers' forms.
 */
const personNamePattern = /^(?=.*\p{L})[\p{L}' .-]+$/u;

export function personNameSchema(message: string) {
  return patternText(personNamePattern, message);
}

export const firstNameSchema = personNameSchema(messages.firstName);
export const paternalSurnameSchema = personNameSchema(messages.surname);
export const maternalSurnameSchema = personNameSchema(messages.surname);

/** Razón social: anything but blank. */
export const companyNameSchema = requiredText(messages.companyName, 150);

/** The lender's company name: anything but blank. */
export const beneficiaryCompanyNameSchema = requiredText(messages.beneficiaryName, 150);

/** A lender who is a person: names as for the holder, with the beneficiary's message. */
export const beneficiaryPersonNameSchema = personNameSchema(messages.beneficiaryName);

export const genderSchema = choice(genderKeys, messages.genderRequired);

/** Hombre or Mujer: the individual cart's choice. */
export const individualGenderSchema = choice(individualGenderKeys, messages.genderRequired);

export const personTypeSchema = choice(personTypeKeys, messages.personType);

export const fiscalRegimeSchema = choice(fiscalRegimeKeys, messages.choiceNotOffered);

/**
 * An RFC of the given holder (13 characters for a person, 12 for a company), normalised to
 * upper case without separators. The spec checks a pattern; we also require a real date and no
 * inconvenient word, which every RFC the SAT issues passes. A wrong check digit does not reject:
 * see `rfcWarning`. The generic RFCs are accepted for either holder.
 */
export function rfcSchema(holder?: RfcHolder) {
  return oneMessage(
    v.pipe(
      v.string(messages.rfc),
      v.transform(normalizeRfc),
      v.check((rfc) => {
        const analysis = analyzeRfc(rfc);
        return analysis !== undefined && (holder === undefined || isRfcOf(analysis, holder));
      }, messages.rfc),
    ),
  );
}

export const individualRfcSchema = rfcSchema('individual');
export const companyRfcSchema = rfcSchema('company');
/** For a tax id whose holder is not known from the field itself. */
export const anyRfcSchema = rfcSchema();
