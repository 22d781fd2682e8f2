import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** A Vite plugin that writes beside a build once its files are on disk. */
export function afterBuildPlugin(
  name: string,
  write: (outDir: string, bundle: Rolldown.OutputBundle) => Promise<void>,
): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await write(outDir, bundle);
    },
  };
}
