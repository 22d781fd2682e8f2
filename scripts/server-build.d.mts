/** Types of scripts/server-build.mjs (plain JavaScript: it runs before anything is compiled). */
import type { BuildOptions } from 'esbuild';

export const serverDist: string;
/** Node's flags for the server process wherever it is started for real. */
export const serverNodeArgs: readonly string[];
export function missingServerBuild(root: string): string | undefined;
export function reasonToBuildServer(root: string): string | undefined;
export function serverBuildOptions(root: string): BuildOptions & { metafile: true };
export function buildServer(root: string): Promise<void>;
