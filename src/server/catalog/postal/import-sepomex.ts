import type { Database } from '../../db/client';
import { seedVersions } from '../../db/schema/index';
import { postalCodesSeeder, replacePostalCatalogue } from '../../db/seed/postal-codes';
import { parseSepomexFile } from './sepomex-file';
import { sepomexSettlements } from './settlement-rows';

/**
 * Replaces the embedded postal catalogue with the official SEPOMEX one, in one transaction.
 * It records the postal seeder's version as loaded, so later starts keep the import.
 */
export async function importSepomex(db: Database, bytes: Buffer) {
  const settlements = sepomexSettlements(parseSepomexFile(bytes));
  if (settlements.length === 0) throw new Error('the file holds no settlements');
  await db.transaction(async (tx) => {
    await replacePostalCatalogue(tx as unknown as Database, settlements);
    const record = { name: postalCodesSeeder.name, version: postalCodesSeeder.version };
    await tx
      .insert(seedVersions)
      .values(record)
      .onConflictDoUpdate({ target: seedVersions.name, set: { ...record, appliedAt: new Date() } });
  });
  return {
    settlements: settlements.length,
    postalCodes: new Set(settlements.map((row) => row.postalCode)).size,
  };
}
