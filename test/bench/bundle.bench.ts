import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { prepareClient } from '../../scripts/prepare-client';
import { bundleFigures } from './bundle';
import type { Bench } from './run';

/** The client `npm start` serves (built first when it is missing or stale), route by route. */
const bundleBench: Bench = async () => {
  await prepareClient(process.env);
  return bundleFigures(path.resolve(loadConfig(process.env).clientDist));
};

export default bundleBench;
