import path from 'node:path';
import { startBenchApp } from './bench-app';
import { bundleFigures } from './bundle';
import { wireFigures, wireWeights } from './wire-weights';
import type { Bench } from './run';

/**
 * The client `npm start` serves (built first when it is missing or stale), route by route: its
 * first load from the build's manifest, then what Chromium fetches from the server, late loads
 * counted (wire-weights.ts). BUNDLE_LIST=1 lists each route's scripts.
 */
const bundleBench: Bench = async () => {
  const app = await startBenchApp();
  try {
    const weights = await wireWeights(app.baseUrl);
    if (process.env.BUNDLE_LIST)
      for (const { route, scripts } of weights) {
        console.log(`  ${route}`);
        for (const { url, bytes } of scripts)
          console.log(`    ${String(bytes).padStart(7)} ${url}`);
      }
    return [...bundleFigures(path.resolve(app.config.clientDist)), ...wireFigures(weights)];
  } finally {
    await app.close();
  }
};

export default bundleBench;
