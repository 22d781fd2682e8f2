/** Upper case with accents and diaeresis dropped; Ñ stays, the RFC alphabet has it. */
export function stripAccents(text: string): string {
  return text
    .toUpperCase()
    .normalize('NFD')
    .replace(/N\u0303/g, 'Ñ')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Hyphens, slashes and underscores separate words ("GARCÍA-LÓPEZ"); other punctuation goes. */
export function satWords(text: string): string[] {
  return stripAccents(text)
    .replace(/[-/_]/g, ' ')
    .replace(/[^A-ZÑ&0-9\s]/g, '')
    .split(/\s+/)
    .filter(Boolean);
}
