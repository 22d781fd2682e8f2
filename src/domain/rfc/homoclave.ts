/**
 * The homoclave (characters 11 and 12 of a personal RFC, 10 and 11 of a company's) tells apart
 * people and companies whose names give the same letters and date. It is computed from the full
 * name: each character becomes two digits, adjacent digit pairs are weighted and summed, and the
 * last three digits of the sum, divided by 34, give two characters.
 */
const homoclaveAlphabet = '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ';

const letterGroups = [
  ['ABCDEFGHI', 11],
  ['JKLMNOPQR', 21],
  ['STUVWXYZ', 32],
] as const;

/** Space 00, digits 00–09, & 10, A–I 11–19, J–R 21–29, S–Z 32–39, Ñ 40; anything else is skipped. */
function characterCode(character: string): string {
  if (character === ' ') return '00';
  if (/\d/.test(character)) return `0${character}`;
  if (character === '&') return '10';
  if (character === 'Ñ') return '40';
  for (const [letters, firstCode] of letterGroups) {
    const offset = letters.indexOf(character);
    if (offset >= 0) return String(firstCode + offset);
  }
  return '';
}

/** `fullName` in SAT text: paternal, maternal and given names, or the company name. */
export function homoclave(fullName: string): string {
  const digits = `0${[...fullName].map(characterCode).join('')}`;
  let sum = 0;
  for (let index = 0; index < digits.length - 1; index += 1) {
    sum += Number(digits.slice(index, index + 2)) * Number(digits[index + 1]);
  }
  const lastThree = sum % 1000;
  return `${homoclaveAlphabet[Math.floor(lastThree / 34)]}${homoclaveAlphabet[lastThree % 34]}`;
}
