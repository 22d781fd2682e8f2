import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringsByLanguage } from '../../scripts/strings-by-language';

const strings = path.resolve(__dirname, '../../src/web/strings');
const area = `import { defineStrings } from '../define-strings';
export const cartStrings = defineStrings({ es: { 'cart.title': 'Carrito' }, en: { 'cart.title': 'Cart' } });`;

/** The plugin's output for one module, or undefined when it leaves the module alone. */
function transform(code: string, id: string): string | undefined {
  const hook = stringsByLanguage().transform as (
    code: string,
    id: string,
  ) => { code: string } | undefined;
  return hook(code, id)?.code;
}

describe('the build keeps one language of the strings', () => {
  it('drops the other language of an area imported with ?language=', () => {
    const spanish = transform(area, `${strings}/areas/cart.ts?language=es`)!;
    expect(spanish).toContain("'Carrito'");
    expect(spanish).not.toContain("'Cart'");
    const english = transform(area, `${strings}/areas/cart.ts?language=en`)!;
    expect(english).toContain("'Cart'");
    expect(english).not.toContain("'Carrito'");
  });

  it('gives a page’s texts (page-text/) their areas in Spanish, without a query', () => {
    const page = `import { cartStrings } from '../areas/cart';
import { catalogueOf } from '../language-pack';
export const cartText = catalogueOf([cartStrings], 'es');`;
    const output = transform(page, `${strings}/page-text/cart.ts`)!;
    expect(output).toContain(`from "../areas/cart?language=es"`);
    expect(output).toContain(`from '../language-pack'`);
  });

  it('leaves an area alone without a query (tests, tools and the server keep both)', () => {
    expect(transform(area, `${strings}/areas/cart.ts`)).toBeUndefined();
  });
});
