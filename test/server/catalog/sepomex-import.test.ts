import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { appForThisFile, dataOf, openTestDatabase, post } from '../../support/test-app';
import type { PostalLocation } from '../../../src/domain/common/postal-location';
import { importSepomex } from '../../../src/server/catalog/postal/import-sepomex';

const sample = new URL('./fixtures/CPdescarga-sample.txt', import.meta.url);
const database = await openTestDatabase();
const imported = await importSepomex(database.db, await readFile(sample));
// A start after the import: the postal seeder must keep the imported catalogue.
const { app, session } = await appForThisFile({}, {}, database);

const location = (postalCode: string) =>
  post(app, session, '/api/catalog/get-postal-location', { postalCode });

describe('the SEPOMEX importer (CPdescarga.txt, Latin-1, pipe-separated)', () => {
  it('counts the settlements and postal codes it imported', () => {
    expect(imported).toEqual({ settlements: 6, postalCodes: 4 });
  });

  it('decodes Latin-1 names and keeps quote marks', async () => {
    const answer = dataOf<PostalLocation>(await location('58000'));
    expect(answer).toMatchObject({ stateName: 'Michoacán de Ocampo', cityName: 'Morelia' });
    expect(answer.neighborhoods.map((n) => n.name)).toEqual([
      'Centro Histórico de Morelia',
      'Jardín "Azteca"',
    ]);
  });

  it("keys settlements by SEPOMEX's state, municipality and settlement ids", async () => {
    const answer = dataOf<PostalLocation>(await location('06700'));
    expect(answer.neighborhoods).toEqual([{ id: '090150742', name: 'Roma Norte' }]);
  });

  it('names the municipality for rural settlements without a city', async () => {
    const answer = dataOf<PostalLocation>(await location('29965'));
    expect(answer).toMatchObject({ stateName: 'Chiapas', cityName: 'Palenque' });
    expect(answer.neighborhoods.map((n) => n.name)).toEqual(['La Cañada', 'Ñuu Savi']);
  });

  it('replaces the embedded catalogue: its codes are gone, new ones are found', async () => {
    expect((await location('99998')).statusCode).toBe(200);
    const gone = await location('64000');
    expect(gone.statusCode).toBe(404);
  });
});
