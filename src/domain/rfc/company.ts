import type { IsoDate } from '../common/dates';
import { rfcCheckDigit } from './check-digit';
import { rfcDate } from './dates';
import { homoclave } from './homoclave';
import { romanNumeralValue, spanishNumberWords } from './spanish-numbers';
import { stripAccents } from './text';
import { companyExcludedWords, compactLegalForms, spelledSpecialCharacters } from './words';

/*
 * The RFC of a persona moral, by the SAT's procedure "Algoritmo para generar el RFC con
 * homoclave para personas físicas y morales" (the SAT's answer to the access-to-information
 * request 0610100135506, 18/10/2006; a transcription is in github.com/josketres/rfc-facil,
 * doc/README.md), section 2.1 (rules 1 to 12) and annexes I, II, V and VI. The rule numbers in
 * the comments below are that section's.
 */

/** A company name taken apart the way the SAT reads it for an RFC. */
export interface CompanyNameParts {
  /** The name without its legal form, in SAT text. */
  legalName: string;
  /** The legal form that closed the name ("SA DE CV"), when there was one. */
  legalForm?: string;
  /** The words the three letters come from, excluded words removed and numbers spelled. */
  keyWords: string[];
  /** The whole name, legal form included, as the homoclave reads it. */
  homoclaveName: string;
}

export interface CompanyRfcInput {
  companyName: string;
  constitutionDate: IsoDate;
}

/** Rule 4: "F.A.Z." and "U.S." are initials, each letter a word. */
const initialsPattern = /^([A-ZÑ]\.)+[A-ZÑ]?$/;

/** Rule 12: a special character inside a word is dropped ("S@NDIA" is "SNDIA"). */
function compact(token: string): string {
  return token.replace(/[^A-ZÑ&0-9]/g, '');
}

/** Rule 5: how many trailing tokens spell a legal form; at least one word of the name is kept. */
function legalFormSize(compacts: readonly string[]): number {
  for (let size = compacts.length - 1; size >= 1; size -= 1) {
    const form = compacts.slice(-size);
    if (form[0] !== '' && compactLegalForms.has(form.join(''))) return size;
  }
  return 0;
}

/** Rule 10: arabic and roman numerals are read as Spanish words ("505" is QUINIENTOS CINCO). */
function spelledRun(run: string): string[] {
  const number = /^\d+$/.test(run) ? Number(run) : romanNumeralValue(run);
  return number === undefined ? [run] : spanishNumberWords(number);
}

/**
 * The words one token gives: rule 4's initials one letter each, rule 12's lone special
 * character spelled out ("@" is ARROBA), numbers spelled (rule 10).
 */
function wordsOfToken(token: string): string[] {
  if (initialsPattern.test(token)) return token.replace(/\./g, '').split('');
  const spelled = spelledSpecialCharacters.get(token);
  if (spelled) return spelled;
  const runs = compact(token).match(/\d+|[A-ZÑ&]+/g) ?? [];
  return runs.flatMap(spelledRun);
}

const isKeyWord = (word: string) => !companyExcludedWords.has(word);

/** Rule 8 keeps a name's only word even when rule 9 would skip it ("Al, S.A." is ALX). */
function keyWordsOf(nameTokens: readonly string[]): string[] {
  const words = nameTokens.flatMap(wordsOfToken);
  const keyWords = words.some(isKeyWord) ? words.filter(isKeyWord) : words;
  // The company letters write Ñ as X.
  return keyWords.map((word) => word.replace(/Ñ/g, 'X'));
}

/** Upper case without accents, split on spaces; a token of only punctuation stays when rule 12 spells it. */
function tokensOf(companyName: string): string[] {
  return stripAccents(companyName)
    .split(/\s+/)
    .filter((token) => compact(token) !== '' || spelledSpecialCharacters.has(token));
}

export function splitCompanyName(companyName: string): CompanyNameParts {
  const tokens = tokensOf(companyName);
  const compacts = tokens.map(compact);
  const size = legalFormSize(compacts);
  const nameTokens = tokens.slice(0, tokens.length - size);
  const words = (list: readonly string[]) => list.filter(Boolean).join(' ');
  const legalForm = words(compacts.slice(tokens.length - size));
  return {
    legalName: words(nameTokens.map(compact)),
    ...(legalForm ? { legalForm } : {}),
    keyWords: keyWordsOf(nameTokens),
    // Rule 12: special characters are left out of the homoclave, alone or inside a word.
    homoclaveName: words(compacts),
  };
}

function letterAt(word: string, index: number): string {
  return word[index] ?? 'X';
}

/**
 * The three letters of a company RFC (rules 1, 3, 6, 7 and 8): the initials of the first three
 * words; with two words, the first one's initial and the second one's first two letters; with
 * one word, its first three, X standing in for missing letters.
 */
export function companyNameKey(keyWords: readonly string[]): string | undefined {
  const [first, second, third] = keyWords;
  if (!first) return undefined;
  if (!second) return `${first[0]}${letterAt(first, 1)}${letterAt(first, 2)}`;
  if (!third) return `${first[0]}${second[0]}${letterAt(second, 1)}`;
  return `${first[0]}${second[0]}${third[0]}`;
}

/**
 * The full 12-character RFC of a persona moral, or undefined when the name has no words. The
 * homoclave reads the whole name with its legal form: real RFCs bear it out (Cadena Comercial
 * Oxxo, S.A. de C.V. is CCO8605231N4; Grupo Bimbo, S.A. de C.V. is GBI810615RI8).
 */
export function generateCompanyRfc(input: CompanyRfcInput): string | undefined {
  const parts = splitCompanyName(input.companyName);
  const key = companyNameKey(parts.keyWords);
  if (!key) return undefined;
  const withoutCheckDigit = `${key}${rfcDate(input.constitutionDate)}${homoclave(parts.homoclaveName)}`;
  return `${withoutCheckDigit}${rfcCheckDigit(withoutCheckDigit)}`;
}
