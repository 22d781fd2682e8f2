import { ownPartnerCode, retailPartnerCode } from '../../../domain/site/partners';
import { partners } from '../schema/index';
import type { Seeder } from './seeder';

const rows: (typeof partners.$inferInsert)[] = [
  { code: ownPartnerCode, name: 'Cotizauto', brandVariant: 'own' },
  { code: retailPartnerCode, name: 'Coppel', brandVariant: 'retail' },
];

export const partnersSeeder: Seeder = {
  name: 'partners',
  version: '1',
  async load(tx) {
    await tx.insert(partners).values(rows).onConflictDoNothing();
  },
};
