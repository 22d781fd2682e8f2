/**
 * `npm start`: builds the client when it is missing, was built with other settings or is older
 * than its sources, then runs the one server process (PGlite under .data/ unless DATABASE_URL
 * is set) serving it.
 */
import path from 'node:path';
import { prepareClient } from './prepare-client';

process.chdir(path.resolve(import.meta.dirname, '..'));
await prepareClient(process.env);
await import('../src/server/main');
