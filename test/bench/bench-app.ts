import { spawnSync } from 'node:child_process';
import { buildApp } from '../../src/server/app';
import { loadConfig, type ServerConfig } from '../../src/server/config';

/** The browser benches' client build and server: one bearer, a throwaway database. */
const bearer = 'bench-bearer-credential-0001';
const clientDist = 'dist/bench-client';

/** Builds the client (prerendered pages included) once per `npm run bench`. */
let built = false;
function buildBenchClient() {
  if (built) return;
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'error', '--outDir', clientDist, '--emptyOutDir'],
    { stdio: 'inherit', env: { ...process.env, VITE_API_BEARER_TOKEN: bearer } },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  built = true;
}

export interface BenchApp {
  config: ServerConfig;
  baseUrl: string;
  close: () => Promise<void>;
}

/** The client built for the benches, served by the app on an in-memory database. */
export async function startBenchApp(): Promise<BenchApp> {
  buildBenchClient();
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    PGLITE_DIR: 'memory://',
    API_BEARER_TOKEN: bearer,
    CLIENT_DIST: clientDist,
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const app = await buildApp(config);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { config, baseUrl, close: () => app.close() };
}
