/**
 * The step `npm start` runs before the server, in its own short-lived process so Vite, which
 * it may load, never stays in the server's memory: builds the client when it needs building,
 * or with --check-only (a production start) only checks the client already built. A start
 * that cannot go on says why, without a stack trace.
 */
import { checkBuiltClient, prepareClient } from './prepare-client';

try {
  if (process.argv.includes('--check-only')) checkBuiltClient(process.env);
  else await prepareClient(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
