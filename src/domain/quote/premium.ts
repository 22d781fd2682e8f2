/**
 * Mexican premium arithmetic, as real quotes of Quálitas and GNP and a CFDI show it
 * (src/server/insurers/TARIFF-SOURCES.md [Q1][Q4][G1][CF-1]): the instalment surcharge and the policy fee are added to
 * the net premium, IVA is 16 % of that subtotal, and the policy fee is charged on the first
 * receipt only. Amounts are carried in centavos so that every part adds up to the cent.
 */
export const ivaRate = 0.16;

export function toCentavos(pesos: number): number {
  return Math.round(Number((pesos * 100).toPrecision(15)));
}

export function toPesos(centavos: number): number {
  return centavos / 100;
}

export interface PremiumTotals {
  netPremium: number;
  instalmentSurcharge: number;
  policyFee: number;
  iva: number;
  total: number;
}

/** Totals in centavos from the net premium, the instalment surcharge rate and the fee. */
export function premiumTotalsInCentavos(
  netCentavos: number,
  surchargeRate: number,
  policyFeeCentavos: number,
): PremiumTotals {
  const instalmentSurcharge = Math.round(netCentavos * surchargeRate);
  const iva = Math.round((netCentavos + instalmentSurcharge + policyFeeCentavos) * ivaRate);
  return {
    netPremium: netCentavos,
    instalmentSurcharge,
    policyFee: policyFeeCentavos,
    iva,
    total: netCentavos + instalmentSurcharge + policyFeeCentavos + iva,
  };
}

export interface Receipts {
  firstPayment: number;
  nextPayments: number;
  payments: number;
}

/**
 * Equal receipts of premium, surcharge and their IVA; the first one also carries the policy
 * fee, its IVA and the rounding, so the receipts always add up to the total.
 */
export function receiptsInCentavos(totals: PremiumTotals, payments: number): Receipts {
  if (payments === 1) return { firstPayment: totals.total, nextPayments: 0, payments };
  const split = totals.netPremium + totals.instalmentSurcharge;
  const nextPayments = Math.round((split * (1 + ivaRate)) / payments);
  return { firstPayment: totals.total - nextPayments * (payments - 1), nextPayments, payments };
}

/** Percent the discount price saves on the regular price, as the insurer card shows it. */
export function savingsPercent(regularPrice: number, discountPrice: number): number {
  return regularPrice > 0 ? Math.round(((regularPrice - discountPrice) / regularPrice) * 100) : 0;
}
