import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { App } from '../../src/web/app';
import { routerAt } from '../support/router-at';
import type { Locale } from '../../src/web/strings/i18n';

function renderStatement(locale: Locale) {
  render(
    <App
      analytics={{ pageView: vi.fn(), transaction: vi.fn() }}
      partnerCode="cotizauto"
      Router={routerAt('/accesibilidad')}
      locale={locale}
    />,
  );
}

const itemsUnder = async (heading: string) => {
  const section = (await screen.findByRole('heading', { level: 2, name: heading })).closest(
    'section',
  )!;
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

describe('the accessibility statement, drawn from what the tests prove', () => {
  it('in Spanish: says where each claim is tested and lists what the tests leave out', async () => {
    renderStatement('es');
    const tested = await itemsUnder('Qué probamos y cómo');
    expect(tested.find((item) => item?.includes('axe-core'))).toContain(
      'Probado con la marca propia y la marca del socio; en español y inglés; en escritorio y teléfono.',
    );
    expect(tested.find((item) => item?.includes('solo con el teclado'))).toContain(
      'Probado con la marca propia; en español; en escritorio y teléfono.',
    );
    const untested = await itemsUnder('Lo que las pruebas no cubren');
    expect(untested).toEqual(
      expect.arrayContaining([
        'La compra solo con teclado: no se prueba con la marca del socio ni en inglés.',
        'El verificador de HTML: no se prueba con la marca del socio.',
        'La compra en inglés: no se prueba con la marca del socio.',
        'El ajuste a 320 píxeles y al 200%: no se prueba con la marca del socio ni en inglés.',
      ]),
    );
    expect(untested.some((item) => item?.startsWith('La revisión con axe-core'))).toBe(false);
    expect(untested.some((item) => item?.includes('lector de pantalla'))).toBe(true);
  });

  it('in English, the same lists', async () => {
    renderStatement('en');
    const tested = await itemsUnder('What we test and how');
    expect(tested.find((item) => item?.includes('keyboard alone'))).toContain(
      'Tested with the site’s own brand; in Spanish; on desktop and phone.',
    );
    const untested = await itemsUnder('What the tests do not cover');
    expect(untested).toContain(
      'Buying with the keyboard alone: not tested with the partner’s brand or in English.',
    );
    expect(untested.some((item) => item?.includes('Chromium only'))).toBe(true);
  });
});
