import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withPageHead } from '../../src/server/site/page-head';

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
