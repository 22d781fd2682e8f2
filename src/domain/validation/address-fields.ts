import * as v from 'valibot';
import { messages } from './messages';
import { identifier, optionalText, patternText, requiredText, typedText } from './rules';

/** Mexican postal codes have 5 digits and start at 01000. */
const postalCodePattern = /^(?!00)\d{5}$/;

/** Postal code of the wizard and the quote-cart page. */
export const quotePostalCodeSchema = patternText(postalCodePattern, messages.quotePostalCode, 5);

/** Postal code of the edit-quote modal; the spec says "5 characters", we take 5 digits. */
export const editPostalCodeSchema = patternText(postalCodePattern, messages.editPostalCode, 5);

/** Postal code of the address (filled from the lookup, read-only). */
export const addressPostalCodeSchema = patternText(
  postalCodePattern,
  messages.addressPostalCode,
  5,
);

/**
 * A street as it is written on an envelope: letters (accents, Ñ), digits, spaces and the
 * punctuation of Mexican addresses ('Av. Juárez #12', 'Calle 5 de Mayo, Int. 3', 'Km 3.5',
 * 'Priv. 16/B', "Callejón D'Amico"), with at least one letter or digit. The spec's pattern was
 * letters, digits and spaces only (docs/behaviour/choices.md).
 */
export const streetSchema = typedText(
  /^(?=.*[\p{L}\d])[\p{L}\d .,#/'°-]+$/u,
  { empty: messages.street, wrong: messages.streetFormat },
  150,
);

/** '12', '12-A', '12 B', 'Km 3.5', 'S/N', '#12': upper-cased as the insurers print it. */
const houseNumberPattern = /^(?=.*[\p{L}\d])[\p{L}\d .#/-]+$/u;

function houseNumberSchema(messagesOfField: { empty: string; wrong: string }) {
  return v.pipe(typedText(houseNumberPattern, messagesOfField, 10), v.toUpperCase());
}

export const externalNumberSchema = houseNumberSchema({
  empty: messages.externalNumber,
  wrong: messages.externalNumberFormat,
});

/** Optional; when given, as the exterior number. */
export const internalNumberSchema = optionalText(
  houseNumberSchema({ empty: messages.internalNumber, wrong: messages.internalNumber }),
);

export const citySchema = requiredText(messages.city);

export const stateSchema = requiredText(messages.state);

/** The colony picked from the list the postal code gives. */
export const neighborhoodIdSchema = identifier(messages.neighborhood);
