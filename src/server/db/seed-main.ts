/**
 * Opens the database the configuration names, loads its seeds and prints what it loaded (JSON on
 * stdout), then exits: the server runs this in a child process (first-start-seeding.ts) so that
 * what initdb and the seeds take is given back whole when it ends. A known failure is one line on
 * stderr and exit 1, which the server repeats.
 */
import { ConfigurationError, loadConfig } from '../config';
import { openDatabase } from './client';
import { DatabaseLocationError } from './data-dir';
import { seedersFor } from './seed/index';
import { runSeeders } from './seed/seeder';

try {
  const config = loadConfig();
  const handle = await openDatabase(config.database);
  const reports = await runSeeders(handle.db, seedersFor(config.env));
  await handle.close();
  process.stdout.write(JSON.stringify(reports));
} catch (error) {
  const known = error instanceof DatabaseLocationError || error instanceof ConfigurationError;
  if (!known) throw error;
  console.error(error.message);
  process.exit(1);
}
