import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../support/test-app';
import type { App } from '../../../src/server/app';
import { prerenderedPagePath } from '../../../src/server/site/prerendered-pages';

let app: App;
let dist: string;

const drawn = (marker: string) =>
  `<!doctype html><html lang="es-MX"><head><title>Cotizauto</title></head><body><div id="root">${marker}</div></body></html>`;

/** A built client with the home and help pages prerendered in both languages. */
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'cotizauto-prerendered-'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, 'index.html'), drawn(''));
  await writeFile(
    path.join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify({ '/': { scripts: ['/assets/home-1.js'], styles: [] } }),
  );
  for (const [route, language] of [
    ['/', 'es'],
    ['/', 'en'],
    ['/ayuda', 'es'],
  ] as const) {
    const file = path.join(dist, prerenderedPagePath(route, language));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, drawn(`drawn ${route} in ${language}`));
  }
  app = await buildTestApp({ CLIENT_DIST: dist });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const page = async (url: string, cookie?: string) =>
  (await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body;

describe('prerendered pages', () => {
  it("answers a public page's prerendered HTML, in English for ?lang=en", async () => {
    expect(await page('/')).toContain('drawn / in es');
    expect(await page('/?lang=en')).toContain('drawn / in en');
    expect(await page('/ayuda/')).toContain('drawn /ayuda in es');
  });

  it('answers in the language the visitor chose before (its cookie), unless the URL asks another', async () => {
    expect(await page('/', 'cotizauto_lang=en')).toContain('drawn / in en');
    expect(await page('/?lang=es', 'cotizauto_lang=en')).toContain('drawn / in es');
    expect(await page('/', 'cotizauto_lang=fr')).toContain('drawn / in es');
    const answer = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'cotizauto_lang=en' },
    });
    expect(answer.headers.vary).toMatch(/cookie/i);
  });

  it('remembers a language asked with ?lang= from the first byte: the next page, followed before any script, is in it', async () => {
    const asked = await app.inject({ method: 'GET', url: '/?lang=en' });
    const cookie = asked.cookies.find(({ name }) => name === 'cotizauto_lang');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', maxAge: 365 * 86_400 });
    expect(cookie?.httpOnly).toBeUndefined();
    expect(await page('/ayuda', `cotizauto_lang=${cookie?.value}`)).toContain(
      '<html lang="en-US">',
    );
    expect(await page('/', `cotizauto_lang=${cookie?.value}`)).toContain('drawn / in en');
    // Nothing to remember without ?lang=, or when the cookie says the same already.
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.cookies.map(({ name }) => name)).not.toContain('cotizauto_lang');
    const same = await app.inject({
      method: 'GET',
      url: '/?lang=en',
      headers: { cookie: 'cotizauto_lang=en' },
    });
    expect(same.cookies.map(({ name }) => name)).not.toContain('cotizauto_lang');
  });

  it('answers the page shell in the language asked, so its lang is right before any script', async () => {
    expect(await page('/new-see-quote', 'cotizauto_lang=en')).toContain('<html lang="en-US">');
    expect(await page('/new-see-quote?lang=en')).toContain('<html lang="en-US">');
    expect(await page('/new-see-quote')).toContain('<html lang="es-MX">');
  });

  it('answers the page shell where no page was prerendered', async () => {
    expect(await page('/ayuda?lang=en')).toContain('<div id="root"></div>');
    expect(await page('/new-see-quote')).toContain('<div id="root"></div>');
  });

  it('answers the shell, with its preloads, to a promo arrival and to a session with a promo', async () => {
    for (const html of [await page('/?promocode=COPPEL-TIENDA'), await page('/', 'promoCode=X')]) {
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('href="/assets/home-1.js"');
    }
  });

  it('keeps the public page head tags on a prerendered page', async () => {
    expect(await page('/?lang=en')).toContain('<link rel="canonical"');
  });
});
