/**
 * Amounts in Mexican pesos are shown as `$12,345.60`: a dollar sign, thousands separated by
 * commas, a point and always two decimals, negative amounts as `-$12,345.60`. No currency
 * code: the whole site is in MXN (docs/behaviour/quote/pricing.md#money-on-screen).
 */
export function formatMxn(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const centavos = roundToCentavos(Math.abs(amount));
  const pesos = Math.floor(centavos / 100).toString();
  const cents = (centavos % 100).toString().padStart(2, '0');
  const sign = amount < 0 && centavos > 0 ? '-' : '';
  return `${sign}$${groupThousands(pesos)}.${cents}`;
}

/** Rounds half up after trimming float noise, so 1.005 becomes 101 centavos, not 100. */
function roundToCentavos(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(15)));
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
