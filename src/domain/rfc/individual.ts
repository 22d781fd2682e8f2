import type { IsoDate } from '../common/dates';
import { rfcCheckDigit } from './check-digit';
import { rfcDate } from './dates';
import { homoclave } from './homoclave';
import { satWords } from './text';
import { inconvenientWords, nameParticles, skippedFirstNames } from './words';

export interface IndividualRfcInput {
  firstName: string;
  paternalSurname: string;
  /** Absent for people with one surname. */
  maternalSurname?: string;
  birthdate: IsoDate;
}

const vowels = 'AEIOU';

function letterWords(text: string | undefined): string[] {
  return satWords(text ?? '')
    .map((word) => word.replace(/[^A-ZÑ]/g, ''))
    .filter(Boolean);
}

/** The first word of a surname that is not a particle: "DE LA O" gives "O". */
function surnameForKey(surname: string | undefined): string {
  return letterWords(surname).find((word) => !nameParticles.has(word)) ?? '';
}

/** The first given name, or the second when the first is MARÍA or JOSÉ. */
function givenNameForKey(names: string): string {
  const words = letterWords(names).filter((word) => !nameParticles.has(word));
  const skipsFirst = words.length > 1 && skippedFirstNames.has(words[0] as string);
  return (skipsFirst ? words[1] : words[0]) ?? '';
}

function letterAt(word: string, index: number): string {
  return word[index] ?? 'X';
}

function firstInnerVowel(word: string): string {
  return [...word.slice(1)].find((letter) => vowels.includes(letter)) ?? 'X';
}

/** Offensive keys keep three letters and end in X ("MAME" becomes "MAMX"). */
export function avoidInconvenientWord(key: string): string {
  return inconvenientWords.has(key) ? `${key.slice(0, 3)}X` : key;
}

/**
 * The four letters of a personal RFC: first letter and first inner vowel of the paternal
 * surname, initial of the maternal surname, initial of the given name. With one surname, its
 * first two letters and the name's first two; with a one- or two-letter paternal surname, its
 * initial, the maternal initial and the name's first two letters.
 */
export function individualNameKey(
  input: Omit<IndividualRfcInput, 'birthdate'>,
): string | undefined {
  let paternal = surnameForKey(input.paternalSurname);
  let maternal = surnameForKey(input.maternalSurname);
  if (!paternal) [paternal, maternal] = [maternal, ''];
  const name = givenNameForKey(input.firstName);
  if (!paternal || !name) return undefined;
  const key = !maternal
    ? `${paternal[0]}${letterAt(paternal, 1)}${name[0]}${letterAt(name, 1)}`
    : paternal.length <= 2
      ? `${paternal[0]}${maternal[0]}${name[0]}${letterAt(name, 1)}`
      : `${paternal[0]}${firstInnerVowel(paternal)}${maternal[0]}${name[0]}`;
  return avoidInconvenientWord(key);
}

/** The homoclave reads the whole name, particles included: "GOMEZ DIAZ EMMA". */
function homoclaveName(input: IndividualRfcInput): string {
  return [input.paternalSurname, input.maternalSurname, input.firstName]
    .flatMap((part) => satWords(part ?? ''))
    .join(' ');
}

/** The full 13-character RFC of a persona física, or undefined when the names have no letters. */
export function generateIndividualRfc(input: IndividualRfcInput): string | undefined {
  const key = individualNameKey(input);
  if (!key) return undefined;
  const withoutCheckDigit = `${key}${rfcDate(input.birthdate)}${homoclave(homoclaveName(input))}`;
  return `${withoutCheckDigit}${rfcCheckDigit(withoutCheckDigit)}`;
}
