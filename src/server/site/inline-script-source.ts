import { createHash } from 'node:crypto';

/** The Content-Security-Policy source that allows this inline script, by its SHA-256 hash. */
export const inlineScriptSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
