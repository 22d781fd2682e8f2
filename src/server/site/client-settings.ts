import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The VITE_* settings a client build baked in, by name. */
export type ClientSettings = Record<string, string>;

/** The stamp every client build leaves beside it (a dotfile: the server does not serve it). */
export const clientSettingsStamp = '.build-settings.json';

/** The settings the client in `outDir` was built with; undefined when it carries no stamp. */
export function builtClientSettings(outDir: string): ClientSettings | undefined {
  const stamp = path.join(outDir, clientSettingsStamp);
  if (!existsSync(stamp)) return undefined;
  return JSON.parse(readFileSync(stamp, 'utf8')) as ClientSettings;
}
