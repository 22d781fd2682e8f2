import { buildApp } from '../../src/server/app';
import { loadConfig, type ServerConfig } from '../../src/server/config';
import { prepareClient } from '../../scripts/prepare-client';

export interface BenchApp {
  config: ServerConfig;
  baseUrl: string;
  close: () => Promise<void>;
}

/**
 * The browser benches' server: the client `npm start` serves (built first when it is missing or
 * stale, prerendered pages included; the bundle bench measures the same build), on a throwaway
 * database, writes unthrottled.
 */
export async function startBenchApp(): Promise<BenchApp> {
  await prepareClient(process.env);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    PGLITE_DIR: 'memory://',
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const app = await buildApp(config);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { config, baseUrl, close: () => app.close() };
}
