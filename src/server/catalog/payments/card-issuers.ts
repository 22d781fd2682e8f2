import { readDataCsv } from '../data-files';

export const cardIssuerFiles = ['payments/card-issuers.csv', 'payments/bancos_mx.csv'] as const;

export interface CardIssuer {
  code: string;
  name: string;
  /** How the BIN file spells the issuer (upper case, accents lost in places). */
  binIssuerPattern: RegExp;
  /** Interest-free instalment plans (MSI) on its credit cards. */
  msiMonths: number[];
}

/**
 * The banks that issue cards in Mexico: ABM codes of the banks file (bancos_mx.csv) with the
 * name the payment step shows and the MSI plans each offers.
 */
export function readCardIssuers(): CardIssuer[] {
  const [issuers, banksFile] = cardIssuerFiles;
  const abmCodes = new Set(readDataCsv(banksFile).map((bank) => bank.clave_abm));
  return readDataCsv(issuers).map((row) => {
    const code = row.code ?? '';
    if (!abmCodes.has(code)) throw new Error(`card issuer ${code} is not in ${banksFile}`);
    return {
      code,
      name: row.name ?? '',
      binIssuerPattern: new RegExp(`\\b(${row.bin_issuer_pattern})\\b`),
      msiMonths: (row.msi_months ?? '').split(';').filter(Boolean).map(Number),
    };
  });
}
