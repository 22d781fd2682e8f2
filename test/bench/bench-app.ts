import { buildApp } from '../../src/server/app';
import { loadConfig, type ServerConfig } from '../../src/server/config';
import { prepareClient } from '../../scripts/prepare-client';

export interface BenchApp {
  config: ServerConfig;
  baseUrl: string;
  close: () => Promise<void>;
}

/**
 * The settings of the browser benches' server and client, whatever NODE_ENV the benches run
 * under (`NODE_ENV=production npm run bench` included): a development start, which builds the
 * client `npm start` serves when it is missing or stale, on a throwaway database, writes
 * unthrottled.
 */
export const browserBenchEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  PGLITE_DIR: 'memory://',
  WRITE_RATE_LIMIT_PER_MINUTE: '100000',
});

/**
 * The browser benches' server: the client `npm start` serves (built first when it is missing or
 * stale, prerendered pages included; the bundle bench measures the same build).
 */
export async function startBenchApp(): Promise<BenchApp> {
  const env = browserBenchEnv();
  await prepareClient(env);
  const config = loadConfig(env);
  const app = await buildApp(config);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { config, baseUrl, close: () => app.close() };
}
