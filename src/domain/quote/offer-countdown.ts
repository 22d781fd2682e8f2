import type { Quotation } from './quotation';

/** The offer's clock ticks once a second (the countdown it shows moves once a minute). */
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

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
}

/**
 * The countdown as the page shows it: days, hours and minutes. Minutes round up, so the last
 * seconds of an offer still read '0 días 0 horas 1 minuto' rather than nothing left.
 */
export function countdownParts(seconds: number): CountdownParts {
  const minutes = minutesShown(seconds);
  return {
    days: Math.floor(minutes / (24 * 60)),
    hours: Math.floor(minutes / 60) % 24,
    minutes: minutes % 60,
  };
}

/**
 * Whether the countdown reads differently with `next` seconds left than with `shown`: it shows
 * minutes (rounded up), so it moves once a minute and when the offer ends, not every second.
 */
export function countdownMoves(shown: number, next: number): boolean {
  return minutesShown(shown) !== minutesShown(next);
}

/** The minutes the countdown shows for these seconds: rounded up. */
function minutesShown(seconds: number): number {
  return Math.ceil(seconds / 60);
}

/**
 * Which wording the countdown uses: a quote priced with a promo code shows its special
 * discount ('Este descuento especial expirará en'), any other the offer ('Oferta expira en').
 */
export type CountdownWording = 'offer' | 'specialDiscount';

export function countdownWording(promoCode: string | null): CountdownWording {
  return promoCode ? 'specialDiscount' : 'offer';
}
