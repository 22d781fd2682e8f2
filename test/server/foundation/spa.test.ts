import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../support/test-app';
import type { App } from '../../../src/server/app';
import { clientRoutes } from '../../../src/domain/site/routes';

let app: App;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'cotizauto-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Cotizauto</title><div id="root"></div>',
  );
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  app = await buildTestApp({ CLIENT_DIST: dist });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

describe('history fallback', () => {
  it.each([
    ...Object.values(clientRoutes),
    '/cart/client-name',
    '/emit-cart/payment',
    '/quote/',
    '/new-see-quote?cartId=abc',
  ])('answers %s with the app page and an XSRF cookie', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.cookies.map((cookie) => cookie.name)).toContain('XSRF-TOKEN');
  });

  it('answers an unknown page with the app and 404, so the client shows its not-found view', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves built assets, and a JSON 404 (not the page) for a missing one', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(
      200,
    );
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });
});

describe('security headers per kind of response', () => {
  it("gives a page the document's headers, and a script only those that apply to a file", async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');

    const script = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    const headerBytes = Object.entries(script.headers)
      .map(([name, value]) => `${name}: ${String(value)}\r\n`)
      .join('').length;
    expect(headerBytes).toBeLessThan(500);
  });
});
