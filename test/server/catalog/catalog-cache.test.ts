import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { postalSettlements, vehicleTrims } from '../../../src/server/db/schema/index';
import type { Quotation } from '../../../src/domain/quote/quotation';
import { apiTest } from '../../support/api-test';
import { dataOf } from '../../support/test-app';
import { findCatalogueVersion, postalCodes, quoteBody } from '../quotation/quote-fixture';

describe('the catalogue a quote reads, cached', () => {
  apiTest('prices a changed trim value only once the cache is forgotten', async ({ api }) => {
    const version = await findCatalogueVersion(api.app, 'Nissan', 'Versa', 2020);
    const priceNow = async () =>
      dataOf<Quotation>(
        await api.post('/quotation/quote', { ...quoteBody(version), providerCode: 'qualitas' }),
      ).discountPrice;
    const before = await priceNow();
    const trimKey = version.versionId.split('-')[0]!;
    await api.app.db
      .update(vehicleTrims)
      .set({ newPrice: sql`${vehicleTrims.newPrice} * 2` })
      .where(eq(vehicleTrims.key, trimKey));
    expect(await priceNow()).toBe(before); // read once, then cached
    api.app.catalog.forgetCached();
    expect(await priceNow()).toBeGreaterThan(before);
  });

  apiTest('shows a renamed colonia once the cache is forgotten', async ({ api }) => {
    const colonias = async () =>
      dataOf<{ neighborhoods: { name: string }[] }>(
        await api.post('/api/catalog/get-postal-location', { postalCode: postalCodes.cdmx }),
      ).neighborhoods.map((n) => n.name);
    const [first] = await colonias();
    await api.app.db
      .update(postalSettlements)
      .set({ name: 'Colonia Renombrada' })
      .where(eq(postalSettlements.postalCode, postalCodes.cdmx));
    expect(await colonias()).toContain(first);
    api.app.catalog.forgetCached();
    expect(await colonias()).toEqual(['Colonia Renombrada']);
  });
});
