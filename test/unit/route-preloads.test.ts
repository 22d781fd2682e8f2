import { describe, expect, it } from 'vitest';
import { routePreloads, type Manifest } from '../../scripts/route-preloads';
import { clientRoutes } from '../../src/domain/site/routes';

/** A build of the shell, the results page and the cart pages, each page with a part of its own. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/web/pages/results-page.tsx': {
    file: 'assets/results-page-1.js',
    imports: ['_quote-card-1.js', '_react-1.js'],
    css: ['assets/results-page-1.css'],
  },
  '_quote-card-1.js': { file: 'assets/quote-card-1.js' },
  'src/web/pages/cart-pages.tsx': {
    file: 'assets/cart-pages-1.js',
    imports: ['_payment-steps-1.js', '_quote-card-1.js'],
  },
  '_payment-steps-1.js': { file: 'assets/payment-steps-1.js' },
};

describe('the route preload list the build writes', () => {
  it("names a page's own chunks and styles, not the shell's", () => {
    expect(routePreloads(manifest)[clientRoutes.seeQuote]).toEqual({
      scripts: ['/assets/results-page-1.js', '/assets/quote-card-1.js'],
      styles: ['/assets/results-page-1.css'],
    });
  });

  it('names none for a purchase page: a visitor without a cart is sent home before it draws', () => {
    const preloads = routePreloads(manifest);
    expect(preloads[`${clientRoutes.emitCart}/*`]).toEqual({ scripts: [], styles: [] });
    expect(preloads[`${clientRoutes.cart}/*`]).toEqual({ scripts: [], styles: [] });
  });
});
