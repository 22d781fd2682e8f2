/**
 * The last RFC character: each of the first 12 characters (a company's 11, padded on the left
 * with a space) is valued by its place in the alphabet below and weighted 13 down to 2; the
 * digit is 11 minus the sum modulo 11, with 10 written A and 11 written 0.
 */
const checkAlphabet = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

export function rfcCheckDigit(rfcWithoutCheckDigit: string): string {
  const padded = rfcWithoutCheckDigit.padStart(12, ' ');
  const sum = [...padded].reduce(
    (total, character, index) => total + checkAlphabet.indexOf(character) * (13 - index),
    0,
  );
  return checkAlphabet[(11 - (sum % 11)) % 11] as string;
}
