import type { IsoDate } from '../dates';
import { rfcCheckDigit } from './check-digit';
import { rfcDate } from './dates';
import { homoclave } from './homoclave';
import { romanNumeralValue, spanishNumberWords } from './spanish-numbers';
import { stripAccents } from './text';
import { companyExcludedWords, compactLegalForms } from './words';

/** A company name taken apart the way the SAT reads it for an RFC. */
export interface CompanyNameParts {
  /** The name without its legal form, in SAT text; the homoclave is computed from it. */
  legalName: string;
  /** The legal form that closed the name ("SA DE CV"), when there was one. */
  legalForm?: string;
  /** The words the three letters come from, excluded words removed and numbers spelled. */
  keyWords: string[];
}

export interface CompanyRfcInput {
  companyName: string;
  constitutionDate: IsoDate;
}

const initialsPattern = /^([A-ZÑ]\.)+[A-ZÑ]?$/;

function compact(token: string): string {
  return token.replace(/[^A-ZÑ&0-9]/g, '');
}

/** How many trailing tokens spell a legal form; at least one word of the name is kept. */
function legalFormSize(compacts: readonly string[]): number {
  for (let size = compacts.length - 1; size >= 1; size -= 1) {
    if (compactLegalForms.has(compacts.slice(-size).join(''))) return size;
  }
  return 0;
}

/** "F.A.Z." is three words; numbers, arabic or roman, are read as Spanish words. */
function wordsOfToken(token: string): string[] {
  if (initialsPattern.test(token)) return token.replace(/\./g, '').split('');
  const runs = token.replace(/[^A-ZÑ0-9]/g, '').match(/\d+|[A-ZÑ]+/g) ?? [];
  return runs.flatMap((run) => {
    const number = /^\d+$/.test(run) ? Number(run) : romanNumeralValue(run);
    const words = number === undefined ? [run] : spanishNumberWords(number);
    return words.filter((word) => !companyExcludedWords.has(word));
  });
}

export function splitCompanyName(companyName: string): CompanyNameParts {
  const tokens = stripAccents(companyName)
    .replace(/[,;/_-]/g, ' ')
    .split(/\s+/)
    .filter((token) => compact(token) !== '');
  const size = legalFormSize(tokens.map(compact));
  const nameTokens = tokens.slice(0, tokens.length - size);
  const legalForm = tokens
    .slice(tokens.length - size)
    .map(compact)
    .join(' ');
  return {
    legalName: nameTokens.map(compact).join(' '),
    ...(size ? { legalForm } : {}),
    // The company letters write Ñ as X.
    keyWords: nameTokens.flatMap(wordsOfToken).map((word) => word.replace(/Ñ/g, 'X')),
  };
}

function letterAt(word: string, index: number): string {
  return word[index] ?? 'X';
}

/**
 * The three letters of a company RFC: the initials of the first three words; with two words,
 * the first one's initial and the second one's first two letters; with one word, its first three.
 */
export function companyNameKey(keyWords: readonly string[]): string | undefined {
  const [first, second, third] = keyWords;
  if (!first) return undefined;
  if (!second) return `${first[0]}${letterAt(first, 1)}${letterAt(first, 2)}`;
  if (!third) return `${first[0]}${second[0]}${letterAt(second, 1)}`;
  return `${first[0]}${second[0]}${third[0]}`;
}

/** The full 12-character RFC of a persona moral, or undefined when the name has no words. */
export function generateCompanyRfc(input: CompanyRfcInput): string | undefined {
  const parts = splitCompanyName(input.companyName);
  const key = companyNameKey(parts.keyWords);
  if (!key) return undefined;
  const withoutCheckDigit = `${key}${rfcDate(input.constitutionDate)}${homoclave(parts.legalName)}`;
  return `${withoutCheckDigit}${rfcCheckDigit(withoutCheckDigit)}`;
}
