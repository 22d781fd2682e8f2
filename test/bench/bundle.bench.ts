import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { prepareClient } from '../../scripts/prepare-client';
import { browserBenchEnv } from './bench-app';
import { bundleFigures } from './bundle';
import type { Bench } from './run';

/**
 * The client `npm start` serves (built first when it is missing or stale), route by route: the
 * one the browser benches measure.
 */
const bundleBench: Bench = async () => {
  const env = browserBenchEnv();
  await prepareClient(env);
  return bundleFigures(path.resolve(loadConfig(env).clientDist));
};

export default bundleBench;
