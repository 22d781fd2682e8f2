/**
 * `npm run catalog:import-sepomex -- path/to/CPdescarga.txt`: replaces the embedded GeoNames
 * postal catalogue with the official SEPOMEX download, in the database the environment names
 * (DATABASE_URL, else PGlite in PGLITE_DIR). Restart the server afterwards.
 */
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { importSepomex } from '../src/server/catalog/postal/import-sepomex';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run catalog:import-sepomex -- path/to/CPdescarga.txt');
  process.exit(2);
}
const { database } = loadConfig();
const handle = await openDatabase({ url: database.url, pgliteDir: database.pgliteDir });
try {
  const imported = await importSepomex(handle.db, await readFile(file));
  console.log(
    `Imported ${imported.settlements} settlements in ${imported.postalCodes} postal codes.`,
  );
} finally {
  await handle.close();
}
