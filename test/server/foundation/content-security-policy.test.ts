import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeClientStamp } from '../../../scripts/client-build';
import type { App } from '../../../src/server/app';
import { buildTestApp } from '../../support/test-app';

/**
 * The CSP admits exactly the analytics and error reporting the served client was built with
 * (its VITE_* settings stamp): GA4's tag script and beacons with a GA4 id, the Sentry DSN's
 * origin with a DSN, and nothing of either without them.
 */
const clientDirs: string[] = [];
const apps: App[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  for (const dir of clientDirs) rmSync(dir, { recursive: true, force: true });
});

/** The CSP's directives, by name, of a server serving a client built with `settings`. */
async function cspFor(settings: Record<string, string>) {
  const clientDist = mkdtempSync(path.join(tmpdir(), 'cotizauto-client-'));
  clientDirs.push(clientDist);
  writeClientStamp(clientDist, settings);
  const app = await buildTestApp({ CLIENT_DIST: clientDist });
  apps.push(app);
  const header = String(
    (await app.inject({ url: '/api/health' })).headers['content-security-policy'],
  );
  const directives = header.split(';').map((directive) => directive.trim().split(/\s+/));
  return Object.fromEntries(directives.map(([name, ...sources]) => [name, sources])) as Record<
    string,
    string[]
  >;
}

describe('the content security policy', () => {
  it("admits GA4's script and beacons and Sentry's ingest when the client was built with them", async () => {
    const csp = await cspFor({
      VITE_GA4_ID: 'G-7Q2XK9',
      VITE_SENTRY_DSN: 'https://public@o4507.ingest.us.sentry.io/4508',
    });
    expect(csp['script-src']).toContain('https://*.googletagmanager.com');
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
        'https://o4507.ingest.us.sentry.io',
      ]),
    );
    expect(csp['img-src']).toContain('https://*.google-analytics.com');
  });

  it('admits no third party when the client was built without analytics or error reporting', async () => {
    const csp = await cspFor({ VITE_PARTNER_CODE: 'coppel' });
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['script-src']?.filter((source) => source.startsWith('https:'))).toEqual([]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
  });
});
