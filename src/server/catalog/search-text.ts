/**
 * Text as the catalogue compares it: lower case, without accents, punctuation read as a space,
 * and letters split from digits ('np300' and 'NP 300' both read 'np 300').
 */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whether `words` occurs in `text` as whole words (both already in searchText form). */
export function containsWords(text: string, words: string): boolean {
  return ` ${text} `.includes(` ${words} `);
}
