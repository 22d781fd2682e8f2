import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../support/test-app';
import { clientSettingsStamp } from '../../../src/server/site/client-settings';
import type { App } from '../../../src/server/app';

let app: App;
let dist: string;
const baseUrl = 'https://www.cotizauto.example';

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'cotizauto-dist-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="default" />' +
      '<title>Default</title></head><body><div id="root"></div></body></html>',
  );
  app = await buildTestApp({ CLIENT_DIST: dist, PUBLIC_BASE_URL: baseUrl });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const publicPaths = [
  '/',
  '/compara-seguros-de-auto',
  '/quote',
  '/ayuda',
  '/terms-and-conditions',
  '/notice-of-privacy',
  '/usage-policy',
];

describe('sitemap.xml', () => {
  it('lists every public page, the search landing page included, and no private one', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(publicPaths.map((pagePath) => `${baseUrl}${pagePath}`));
    expect(response.body).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${baseUrl}/compara-seguros-de-auto?lang=en"/>`,
    );
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of carts and checkout, and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /cart', 'Disallow: /emit-cart']));
    expect(lines).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});

describe('public pages as served', () => {
  it.each(publicPaths)('%s carries its own meta description and Open Graph tags', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const description = response.body.match(/<meta name="description" content="([^"]+)"/g) ?? [];
    expect(description).toHaveLength(1);
    expect(description[0]).not.toContain('default');
    for (const property of ['og:title', 'og:description', 'og:type', 'og:locale', 'og:image'])
      expect(response.body).toContain(`<meta property="${property}" content="`);
    expect(response.body).toContain(`<meta property="og:url" content="${baseUrl}${url}" />`);
    expect(response.body).toContain(`<link rel="canonical" href="${baseUrl}${url}" />`);
    expect(response.body).toContain(
      `<link rel="alternate" hreflang="en" href="${baseUrl}${url}?lang=en" />`,
    );
    expect(response.body).toContain('<div id="root">');
  });

  it('serves the search landing page with its promise of 8 insurers and online renewal', async () => {
    const response = await app.inject({ method: 'GET', url: '/compara-seguros-de-auto' });
    expect(response.body).toMatch(
      /<meta name="description" content="[^"]*hasta 8 aseguradoras[^"]*renueva tu póliza en línea/,
    );
  });

  it('serves the English summary for ?lang=en', async () => {
    const response = await app.inject({ method: 'GET', url: '/compara-seguros-de-auto?lang=EN' });
    expect(response.body).toMatch(
      /<meta name="description" content="[^"]*up to 8 insurers[^"]*renew your policy online/,
    );
    expect(response.body).toContain('<meta property="og:locale" content="en_US" />');
  });

  it('names the own brand when the build names no partner', async () => {
    const response = await app.inject({ method: 'GET', url: '/ayuda' });
    expect(response.body).toContain('<title>Ayuda · Cotizauto</title>');
    expect(response.body).toContain('<meta property="og:site_name" content="Cotizauto" />');
  });

  it('leaves a private page with the default head', async () => {
    const response = await app.inject({ method: 'GET', url: '/thank-you' });
    expect(response.body).toContain('content="default"');
    expect(response.body).not.toContain('og:title');
  });
});

describe("a partner's build (VITE_PARTNER_CODE=coppel) as served", () => {
  let partnerApp: App;
  let partnerDist: string;
  beforeAll(async () => {
    partnerDist = await mkdtemp(path.join(tmpdir(), 'cotizauto-partner-dist-'));
    await writeFile(
      path.join(partnerDist, 'index.html'),
      '<!doctype html><html><head><title>Default</title></head><body></body></html>',
    );
    await writeFile(
      path.join(partnerDist, clientSettingsStamp),
      JSON.stringify({ VITE_PARTNER_CODE: 'coppel' }),
    );
    partnerApp = await buildTestApp({ CLIENT_DIST: partnerDist, PUBLIC_BASE_URL: baseUrl });
  });
  afterAll(async () => {
    await partnerApp.close();
    await rm(partnerDist, { recursive: true, force: true });
  });

  it("titles its pages and names the site by the partner's brand, in both languages", async () => {
    const spanish = await partnerApp.inject({ method: 'GET', url: '/usage-policy' });
    expect(spanish.body).toContain('<title>Política de uso · Coppel Seguros de Auto</title>');
    expect(spanish.body).toContain(
      '<meta property="og:site_name" content="Coppel Seguros de Auto" />',
    );
    expect(spanish.body).not.toContain('Cotizauto');
    const english = await partnerApp.inject({ method: 'GET', url: '/?lang=en' });
    expect(english.body).toContain('<title>Coppel Seguros de Auto · Car insurance online</title>');
    expect(english.body).not.toContain('Cotizauto');
  });
});
