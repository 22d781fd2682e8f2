import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../support/test-app';
import type { App } from '../../../src/server/app';

let app: App;
let dist: string;
const script = 'console.log("the results page");'.repeat(100);
/** Marked, so the answer shows whether the copy was sent or the script compressed on the fly. */
const brotliCopy = `/* the build's copy */${script}`;

/** A built client as the build leaves it: its route preload list and brotli copies. */
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'cotizauto-preloads-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Cotizauto</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'results-1.js'), script);
  await writeFile(path.join(dist, 'assets', 'results-1.js.br'), brotliCompressSync(brotliCopy));
  await writeFile(
    path.join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify({
      '/new-see-quote': { scripts: ['/assets/results-1.js'], styles: ['/assets/results-1.css'] },
      '/cart/*': { scripts: ['/assets/cart-1.js'], styles: [] },
      '*': { scripts: ['/assets/not-found-1.js'], styles: [] },
    }),
  );
  app = await buildTestApp({ CLIENT_DIST: dist });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;

describe('route preloads', () => {
  it("names the route's scripts and styles in the page it answers", async () => {
    const html = await page('/new-see-quote?cartId=abc');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/results-1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/results-1.css">');
    expect(html).not.toContain('cart-1.js');
  });

  it('matches a route with steps by its prefix, and an unknown page with the not-found one', async () => {
    expect(await page('/cart/client-name')).toContain('href="/assets/cart-1.js"');
    expect(await page('/cart')).toContain('href="/assets/cart-1.js"');
    expect(await page('/cartography')).toContain('href="/assets/not-found-1.js"');
  });

  it("sends a script's brotli copy as it is to a browser that accepts brotli", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/results-1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(brotliCopy);
  });
});
