import {
  fiscalRegimeKeys,
  genderKeys,
  individualGenderKeys,
  personTypeKeys,
} from '../quote/person';
import { messages } from './messages';
import { choice, patternText, requiredText } from './rules';

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
