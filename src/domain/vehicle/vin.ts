/**
 * The vehicle identification number (NIV/VIN, ISO 3779): 17 characters without I, O or Q, the
 * ninth a check digit. Vehicles built for North America carry a correct one; many others do not,
 * so a mismatch is a warning for the visitor, never a rejection.
 */
export const vinLength = 17;

const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;
const letterValues = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';
const positionWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const checkDigitPosition = 8;

/** Upper case without the spaces and dashes people type between groups. */
export function normalizeVin(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

export function isVinFormat(vin: string): boolean {
  return vinPattern.test(vin);
}

function characterValue(character: string): number {
  if (/\d/.test(character)) return Number(character);
  const index = letterValues.indexOf(character);
  return Number(letterValues[index + 1]);
}

/** The check digit a well-formed VIN should carry in its ninth position: 0–9 or X (for 10). */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin].reduce(
    (total, character, index) => total + characterValue(character) * (positionWeights[index] ?? 0),
    0,
  );
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function vinCheckDigitMatches(vin: string): boolean {
  return isVinFormat(vin) && vin[checkDigitPosition] === vinCheckDigit(vin);
}

/** Older serial numbers are shorter; the registry accepts them padded with leading zeros. */
export function padSerialNumber(serial: string): string {
  return normalizeVin(serial).padStart(vinLength, '0');
}
