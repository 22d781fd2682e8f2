import type { cardBins } from '../../db/schema/index';
import { cardClassOf, type CardClassRule } from './card-classes';
import type { CardIssuer } from './card-issuers';

/** The BIN file's brands as the payment step names them. */
const schemes: Record<string, string> = {
  VISA: 'visa',
  MASTERCARD: 'master',
  MAESTRO: 'master',
  'AMERICAN EXPRESS': 'amex',
  CARNET: 'carnet',
  'DINERS CLUB INTERNATIONAL': 'diners',
  'CHINA UNION PAY': 'unionpay',
  UATP: 'uatp',
  'PRIVATE LABEL': 'private-label',
  'LOCAL BRAND': 'local-brand',
};

/** A charge card is paid in full each month but, like a credit card, is not debit. */
function cardType(type: string): 'credit' | 'debit' {
  return type === 'DEBIT' ? 'debit' : 'credit';
}

/** One row of the BIN file (data/payments/bines_mx_ccby.csv). */
export type BinFileRow = Record<'BIN' | 'Brand' | 'Type' | 'Category' | 'Issuer', string>;

export function binRows(
  rows: readonly BinFileRow[],
  issuers: readonly CardIssuer[],
  classRules: readonly CardClassRule[],
): (typeof cardBins.$inferInsert)[] {
  return rows.map((row) => ({
    bin: row.BIN,
    scheme: schemes[row.Brand] ?? row.Brand.toLowerCase(),
    cardType: cardType(row.Type),
    category: row.Category,
    issuer: row.Issuer,
    bankCode: issuers.find((issuer) => issuer.binIssuerPattern.test(row.Issuer))?.code ?? null,
    cardClass: cardClassOf(row, classRules),
  }));
}
