import type { Quotation } from './quotation';

/** The countdown moves once a second. */
export const offerTickMs = 1_000;

/** The offer on the results page ends when its first quotation expires. */
export function offerExpiresAt(quotes: readonly Pick<Quotation, 'expiresAt'>[]): string | null {
  const instants = quotes.map((quote) => Date.parse(quote.expiresAt));
  return instants.length === 0 ? null : new Date(Math.min(...instants)).toISOString();
}

/** Whole seconds left until the instant, never negative ('Oferta expira en'). */
export function secondsLeft(expiresAt: string | null, now: number): number {
  if (expiresAt === null) return 0;
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

/** The countdown as the page shows it: hh:mm:ss. */
export function formatCountdown(seconds: number): string {
  const parts = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}
