/**
 * Keys whose values must never reach browser storage (OWASP ASVS 14.3.3): the card as typed,
 * the gateway's token, passwords and access tokens.
 */
export const secretKeys: ReadonlySet<string> = new Set([
  'cardNumber',
  'securityCode',
  'cvv',
  'cardToken',
  'password',
  'accessToken',
]);

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !secretKeys.has(key))
      .map(([key, entry]) => [key, withoutSecrets(entry)]),
  );
}

/**
 * A persisted snapshot with every secret key removed at any depth, children's snapshots and
 * invoke inputs included. Pure: the snapshot given is left as it was.
 */
export function dropSecrets<TSnapshot>(snapshot: TSnapshot): TSnapshot {
  return withoutSecrets(snapshot) as TSnapshot;
}
