import { dataVersion, readDataCsv } from '../../catalog/data-files';
import { binRows, type BinFileRow } from '../../catalog/payments/bin-rows';
import { cardClassFile, readCardClassRules } from '../../catalog/payments/card-classes';
import { cardIssuerFiles, readCardIssuers } from '../../catalog/payments/card-issuers';
import { bankInstallmentPlans, banks, cardBins } from '../schema/index';
import { insertInBatches } from './batch-insert';
import type { Seeder } from './seeder';

const binFile = 'payments/bines_mx_ccby.csv';

/** Card-issuing banks with their MSI plans, and the BINs issued in Mexico with their class. */
export const paymentCatalogueSeeder: Seeder = {
  name: 'payment-catalogue',
  version: dataVersion(...cardIssuerFiles, binFile, cardClassFile),
  async load(tx) {
    const issuers = readCardIssuers();
    await tx.delete(cardBins);
    await tx.delete(bankInstallmentPlans);
    await tx.delete(banks);
    await insertInBatches(
      tx,
      banks,
      issuers.map(({ code, name }) => ({ code, name })),
    );
    await insertInBatches(
      tx,
      bankInstallmentPlans,
      issuers.flatMap((issuer) =>
        issuer.msiMonths.map((months) => ({ bankCode: issuer.code, months })),
      ),
    );
    const bins = binRows(readDataCsv(binFile) as BinFileRow[], issuers, readCardClassRules());
    await insertInBatches(tx, cardBins, bins);
  },
};
