/**
 * Opens the database the configuration names and loads its seeds, then exits: a first start
 * runs this in a child process (first-start-seeding.ts) so that what initdb and the seeds take
 * is given back whole when it ends.
 */
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedersFor } from './seed/index';
import { runSeeders } from './seed/seeder';

const config = loadConfig();
const handle = await openDatabase(config.database);
await runSeeders(handle.db, seedersFor(config.env));
await handle.close();
