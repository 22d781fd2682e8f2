/** Types of scripts/server-build.mjs (plain JavaScript: it runs before anything is compiled). */
export const serverDist: string;
export function reasonToBuildServer(root: string): string | undefined;
export function buildServer(root: string): Promise<void>;
