/**
 * What never reaches the browser's storage (OWASP ASVS 14.3.3): card number, CVV, card tokens,
 * passwords and access tokens. Each machine declares its own secret context fields with
 * `dropContextFields`; the persistence also strips any key that names a secret, wherever it
 * sits, so a field added later without a declaration is still not written.
 */

/** Turns a persisted snapshot into what may be stored. */
export type SnapshotSanitiser = (persisted: PersistedShape) => PersistedShape;

/** The part of a persisted snapshot the sanitisers touch. */
export interface PersistedShape {
  context?: unknown;
  children?: Record<string, { snapshot?: unknown } | undefined>;
  [key: string]: unknown;
}

/** Key names that always mean a secret, whatever the machine. */
const secretKeyPattern =
  /^(card_?number|pan|cvv2?|cvc|security_?code|card_?token|token|access_?token|refresh_?token|password|passcode|secret)$/i;

export function isSecretKey(key: string): boolean {
  return secretKeyPattern.test(key);
}

/**
 * A copy of `value` without any property whose name is a secret, at any depth. Built key by
 * key: a results page's snapshot (24 quotations) is copied on every write to storage, and the
 * entries arrays of `Object.fromEntries` made that a third of the write on a phone.
 */
export function withoutSecretKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSecretKeys) as T;
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key in record) {
    // `__proto__` would set the copy's prototype, not a property: no app data is named so.
    if (!Object.hasOwn(record, key) || key === '__proto__' || isSecretKey(key)) continue;
    copy[key] = withoutSecretKeys(record[key]);
  }
  return copy as T;
}

/** A sanitiser that removes the given context paths (`'payment.cardNumber'`). */
export function dropContextFields(...paths: string[]): SnapshotSanitiser {
  return (persisted) => {
    if (typeof persisted.context !== 'object' || persisted.context === null) return persisted;
    let context = persisted.context as Record<string, unknown>;
    for (const path of paths) context = withoutPath(context, path.split('.'));
    return { ...persisted, context };
  };
}

function withoutPath(record: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const [head, ...rest] = keys;
  if (head === undefined || !(head in record)) return record;
  const { [head]: inner, ...others } = record;
  if (rest.length === 0) return others;
  if (typeof inner !== 'object' || inner === null) return record;
  return { ...others, [head]: withoutPath(inner as Record<string, unknown>, rest) };
}

/** For machines that hold no secret of their own. */
export const keepEverything: SnapshotSanitiser = (persisted) => persisted;
