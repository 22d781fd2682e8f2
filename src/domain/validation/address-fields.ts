import { messages } from './messages';
import { identifier, optionalText, patternText, requiredText } from './rules';

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

/** Letters (accents and Ñ included), digits and spaces. */
export const streetSchema = patternText(/^[\p{L}\d ]+$/u, messages.street, 150);

const houseNumberPattern = /^[A-Za-z0-9]+$/;

export const externalNumberSchema = patternText(houseNumberPattern, messages.externalNumber, 10);

/** Optional; when given, letters and digits like the exterior number. */
export const internalNumberSchema = optionalText(
  patternText(houseNumberPattern, messages.internalNumber, 10),
);

export const citySchema = requiredText(messages.city);

export const stateSchema = requiredText(messages.state);

/** The colony picked from the list the postal code gives. */
export const neighborhoodIdSchema = identifier(messages.neighborhood);
