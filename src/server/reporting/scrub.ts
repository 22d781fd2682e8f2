import { isLuhnValid } from '../../domain/payment/card';
import { secretFields } from '../logger';

const redacted = '[redacted]';
/** 13 to 19 digits, maybe grouped by spaces or dashes: what a card number looks like in a text. */
const cardLike = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;

/**
 * The values a request body holds under a secret's name (card number, CVV, password, token), at
 * any depth, each also without its spaces and dashes: an error message may quote either form.
 */
export function secretsOf(body: unknown): string[] {
  if (Array.isArray(body)) return body.flatMap(secretsOf);
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]) => {
    if (typeof value === 'string' && secretFields.includes(key) && value.trim())
      return [value, value.replace(/[\s-]/g, '')];
    return secretsOf(value);
  });
}

/** `text` with every given secret and every Luhn-valid card-like number cut out. */
export function scrubText(text: string, secrets: readonly string[]): string {
  const withoutSecrets = secrets.reduce(
    (scrubbed, secret) => scrubbed.replace(wholeValue(secret), redacted),
    text,
  );
  return withoutSecrets.replace(cardLike, (match) =>
    isLuhnValid(match.replace(/\D/g, '')) ? redacted : match,
  );
}

/** The secret as a whole token: a CVV of 123 is cut, a line number 1234 is not. */
const wholeValue = (secret: string) =>
  new RegExp(`(?<![\\w])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`, 'g');

/** A copy of `value` (an error report) with `scrubText` applied to every string in it. */
export function scrubDeep<T>(value: T, secrets: readonly string[]): T {
  if (typeof value === 'string') return scrubText(value, secrets) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubDeep(item, secrets)) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, scrubDeep(item, secrets)]),
  ) as T;
}
