import * as v from 'valibot';
import type { InsurerCode } from '../insurers/insurers';
import { cartStepsOf, type CartAnswers } from './cart-steps';
import { birthdateSchema } from './date-fields';
import {
  firstNameSchema,
  individualGenderSchema,
  maternalSurnameSchema,
  paternalSurnameSchema,
} from './identity-fields';
import { individualRfcSchema } from './rfc-fields';
import { messages } from './messages';
import { crossCheck, fields, optionalText } from './rules';
import { engineNumberSchema, vinSchema } from './vehicle-fields';

/**
 * Step 1, the holder. The maternal surname is required unless 'only one surname' is ticked
 * (the stricter reading: a blank box is a forgotten surname, not a missing one).
 */
export const holderStepSchema = v.pipe(
  fields({
    firstName: firstNameSchema,
    paternalSurname: paternalSurnameSchema,
    maternalSurname: optionalText(maternalSurnameSchema),
    onlyOneSurname: v.optional(v.boolean(messages.choiceNotOffered), false),
  }),
  v.forward(
    crossCheck(
      [['maternalSurname'], ['onlyOneSurname']],
      (holder) => holder.onlyOneSurname || holder.maternalSurname !== undefined,
      messages.surname,
    ),
    ['maternalSurname'],
  ),
  v.transform((holder) =>
    holder.onlyOneSurname ? { ...holder, maternalSurname: undefined } : holder,
  ),
);

/** Step 2: birth date `dd/mm/yyyy` and Hombre or Mujer. */
export const birthdateAndGenderStepSchema = fields({
  birthdate: birthdateSchema,
  gender: individualGenderSchema,
});

/** Step 3 (HDI only): the generated RFC, confirmed or corrected. */
export const individualRfcStepSchema = fields({ rfc: individualRfcSchema });

/** Step 9: serial number and engine number (letters and digits). */
export const serialNumbersStepSchema = fields({ vin: vinSchema, engineNumber: engineNumberSchema });

/** The form steps of the individual cart: holder, birth date and gender, RFC, then the shared ones. */
export function individualCartSteps(insurer: InsurerCode) {
  return cartStepsOf(
    insurer,
    {
      holder: holderStepSchema,
      birthdateAndGender: birthdateAndGenderStepSchema,
      rfc: individualRfcStepSchema,
    },
    serialNumbersStepSchema,
  );
}

export type IndividualCartAnswers = CartAnswers<ReturnType<typeof individualCartSteps>>;
