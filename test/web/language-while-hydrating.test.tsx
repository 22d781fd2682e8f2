import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider, useLocale, useT } from '../../src/web/strings/i18n';
import type * as PrerenderedHtml from '../../src/web/prerendered-html';

// A prerendered page whose hydration has not ended: React replays a press on the page before
// its hydrated render (prerendered-html.ts) has come.
vi.mock('../../src/web/prerendered-html', async (original) => ({
  ...(await original<typeof PrerenderedHtml>()),
  useHydrated: () => false,
}));

function LanguageSwitch() {
  const t = useT();
  const { setLocale } = useLocale();
  return (
    <>
      <h1>{t('page.help')}</h1>
      <button type="button" onClick={() => setLocale('en')}>
        English
      </button>
    </>
  );
}

describe('the language chosen while a prerendered page hydrates', () => {
  it('keeps the drawn language and the remembered choice until the visitor chooses', () => {
    document.documentElement.lang = 'es-MX';
    document.cookie = 'cotizauto_lang=en; path=/';
    render(
      <LocaleProvider prerendered="es">
        <LanguageSwitch />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es-MX');
    expect(document.cookie).toContain('cotizauto_lang=en');
  });

  it('sets <html lang> and remembers it with the texts that show it', async () => {
    const user = userEvent.setup();
    document.documentElement.lang = 'es-MX';
    render(
      <LocaleProvider prerendered="es">
        <LanguageSwitch />
      </LocaleProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.cookie).toContain('cotizauto_lang=en');
  });
});

afterEach(() =>
  act(() => {
    document.cookie = 'cotizauto_lang=; max-age=0; path=/';
  }),
);
