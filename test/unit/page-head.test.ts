import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicPageHeadTags, withPageHead } from '../../src/server/site/page-head';
import { publicPages } from '../../src/domain/site/public-pages';
import { ownPartnerCode, retailPartnerCode } from '../../src/domain/site/partners';

const headTags =
  '<title>Ayuda</title>\n    <meta name="description" content="Preguntas frecuentes" />';
const descriptions = (html: string) => html.match(/<meta\s+name="description"/g) ?? [];

describe("a page's head in index.html", () => {
  it("replaces index.html's own title and description: one of each, the page's", () => {
    const html = withPageHead(readFileSync('index.html', 'utf8'), headTags);
    expect(descriptions(html)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('content="Preguntas frecuentes"');
  });

  it('replaces a description tag a formatter split over several lines', () => {
    const formatted = `<html>\n  <head>\n    <meta\n      name="description"\n      content="Cotiza"\n    />\n    <title>Cotizauto</title>\n  </head>\n</html>`;
    const html = withPageHead(formatted, headTags);
    expect(descriptions(html)).toHaveLength(1);
    expect(html).not.toContain('content="Cotiza"');
  });
});

describe("a public page's head names the build's brand", () => {
  const site = (partnerCode: string | undefined) => ({
    publicBaseUrl: 'https://seguros.example.mx',
    partnerCode,
  });
  const contentOf = (head: string, property: string) =>
    head.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];

  it.each([undefined, ownPartnerCode])('the own brand (partner code %s)', (partnerCode) => {
    const head = publicPageHeadTags(publicPages.help, 'es', site(partnerCode));
    expect(head).toContain('<title>Ayuda · Cotizauto</title>');
    expect(contentOf(head, 'og:site_name')).toBe('Cotizauto');
    expect(contentOf(head, 'og:image')).toBe('https://seguros.example.mx/og-image.jpg');
  });

  it('the retail partner: title, description and site name, and no picture of the other brand', () => {
    const spanish = publicPageHeadTags(publicPages.terms, 'es', site(retailPartnerCode));
    expect(spanish).toContain('<title>Términos y condiciones · Coppel Seguros de Auto</title>');
    expect(spanish).toContain(
      '<meta name="description" content="Términos y condiciones de Coppel Seguros de Auto: intermediación,',
    );
    expect(contentOf(spanish, 'og:site_name')).toBe('Coppel Seguros de Auto');
    expect(contentOf(spanish, 'og:title')).toBe('Términos y condiciones · Coppel Seguros de Auto');
    expect(contentOf(spanish, 'og:image')).toBeUndefined();
    expect(spanish).toContain('<meta name="twitter:card" content="summary" />');
    expect(spanish).not.toContain('Cotizauto');

    const home = publicPageHeadTags(publicPages.home, 'en', site(retailPartnerCode));
    expect(home).toContain('<title>Coppel Seguros de Auto · Car insurance online</title>');
    expect(home).not.toContain('Cotizauto');
  });

  it('leaves no brand placeholder in any page, language or brand', () => {
    for (const page of Object.values(publicPages))
      for (const language of ['es', 'en'] as const)
        for (const partnerCode of [ownPartnerCode, retailPartnerCode])
          expect(publicPageHeadTags(page, language, site(partnerCode))).not.toContain('{brand}');
  });
});
