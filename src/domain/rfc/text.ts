/**
 * Latin letters with no accent to drop (Unicode does not decompose them), as the RFC's alphabet
 * writes them: Łukasz is LUKASZ, not UKASZ. Upper case already (ß is SS by then).
 */
const wholeLetters: Readonly<Record<string, string>> = {
  Ł: 'L',
  Ŀ: 'L',
  Ø: 'O',
  Đ: 'D',
  Ð: 'D',
  Ħ: 'H',
  Ŧ: 'T',
  Æ: 'AE',
  Œ: 'OE',
  Þ: 'TH',
};
const wholeLetter = new RegExp(`[${Object.keys(wholeLetters).join('')}]`, 'g');

/** Upper case with accents and diaeresis dropped; Ñ stays, the RFC alphabet has it. */
export function stripAccents(text: string): string {
  return text
    .toUpperCase()
    .normalize('NFD')
    .replace(/N\u0303/g, 'Ñ')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(wholeLetter, (letter) => wholeLetters[letter] ?? letter);
}

/** Hyphens, slashes and underscores separate words ("GARCÍA-LÓPEZ"); other punctuation goes. */
export function satWords(text: string): string[] {
  return stripAccents(text)
    .replace(/[-/_]/g, ' ')
    .replace(/[^A-ZÑ&0-9\s]/g, '')
    .split(/\s+/)
    .filter(Boolean);
}
