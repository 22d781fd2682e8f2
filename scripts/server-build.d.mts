/** Types of scripts/server-build.mjs (plain JavaScript: it runs before anything is compiled). */
import type { BuildOptions } from 'esbuild';

export const serverDist: string;
export function missingServerBuild(root: string): string | undefined;
export function reasonToBuildServer(root: string): string | undefined;
export function serverBuildOptions(root: string): BuildOptions & { metafile: true };
export function buildServer(root: string): Promise<void>;
