/**
 * Text a person can type. Control characters (NUL and the other C0/C1 codes, tab and line
 * breaks aside) and lone UTF-16 surrogates are refused: the database cannot store NUL, a lone
 * surrogate is no character at all, and neither belongs on a policy. Every string that is kept
 * is normalised to NFC, so 'Juárez' typed with a combining accent and with 'á' is one text.
 */
const unsafeCharacter =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(text: string): boolean {
  return !unsafeCharacter.test(text);
}

export type CleanedValue = { value: unknown } | { unsafePaths: string[] };

/**
 * Walks a JSON value (a request's body, query or params): every string, and every key, must be
 * safe text; the answer is the value with its strings in NFC, or the dot paths that were not.
 */
export function cleanText(input: unknown): CleanedValue {
  const unsafePaths: string[] = [];
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') {
      if (isSafeText(value)) return value.normalize('NFC');
      unsafePaths.push(path);
      return value;
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, join(path, index)));
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([key, item]) => {
      const keyPath = join(path, key);
      if (!isSafeText(key)) unsafePaths.push(keyPath);
      return [key.normalize('NFC'), walk(item, keyPath)] as const;
    });
    return Object.fromEntries(entries);
  };
  const value = walk(input, '');
  return unsafePaths.length ? { unsafePaths } : { value };
}

function join(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}
