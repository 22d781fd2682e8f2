import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/web/app';
import { routerAt } from '../support/router-at';
import { clientConfig, externalLinks, phoneLink } from '../../src/web/config';
import { insurerCodes, insurers } from '../../src/domain/insurers/insurers';
import { clientRoutes } from '../../src/domain/site/routes';
import type { Locale } from '../../src/web/strings/i18n';

function renderAt(path: string, locale: Locale = 'es') {
  render(
    <App
      analytics={{ pageView: vi.fn(), transaction: vi.fn() }}
      partnerCode="cotizauto"
      Router={routerAt(path)}
      locale={locale}
    />,
  );
}

const homeReady = () => screen.findByRole('heading', { level: 1, name: /Compara y contrata/ });

describe('home page', () => {
  it('draws the 8 insurers as logos named by their display names', async () => {
    renderAt('/');
    await homeReady();
    const section = screen.getByRole('region', { name: 'Aseguradoras que comparamos' });
    expect(
      within(section)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('aria-label')),
    ).toEqual(insurerCodes.map((code) => insurers[code].displayName));
  });

  it('takes every external link from configuration and opens it safely in a new tab', async () => {
    renderAt('/');
    await homeReady();
    const configured = Object.values(externalLinks);
    const external = screen
      .getAllByRole('link')
      .filter((link) => /^https?:/.test(link.getAttribute('href') ?? ''));
    for (const link of external) {
      expect(configured).toContain(link.getAttribute('href'));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    }
    const shown = new Set(external.map((link) => link.getAttribute('href')));
    expect(configured.filter((href) => !shown.has(href))).toEqual([]);
  });

  it('offers the call and WhatsApp links with the configured phone', async () => {
    renderAt('/');
    await homeReady();
    expect(screen.getByRole('link', { name: 'Llámanos' })).toHaveAttribute('href', phoneLink);
    const whatsApp = screen.getByRole('link', { name: /WhatsApp/ });
    expect(new URL(whatsApp.getAttribute('href')!).searchParams.get('phone')).toBe(
      `52${clientConfig.contactPhone}`,
    );
    expect(screen.getByRole('link', { name: /Portal de socios/ })).toHaveAttribute(
      'href',
      externalLinks.partnerPortal,
    );
  });

  it('cites the configured broker registration number', async () => {
    renderAt('/');
    await homeReady();
    expect(
      screen.getAllByText(
        `Agente de seguros registrado ante la CNSF con el número ${clientConfig.brokerRegistrationNumber}.`,
      ).length,
    ).toBeGreaterThan(0);
  });

  it('shows each review with a star image that says the rating', async () => {
    renderAt('/');
    await homeReady();
    const reviews = screen.getByRole('region', { name: 'Lo que dicen nuestros clientes' });
    const stars = within(reviews).getAllByRole('img', { name: /de 5 estrellas/ });
    expect(stars).toHaveLength(5);
    expect(stars[0]).toHaveAccessibleName('Calificación: 5 de 5 estrellas');
  });

  it('turns the 3 benefit groups with the arrow keys and the buttons, wrapping around', async () => {
    renderAt('/');
    await homeReady();
    const carousel = screen.getByRole('region', { name: 'Tu cartera digital del auto' });
    const shownGroup = () => {
      const shown = within(carousel)
        .getAllByRole('group')
        .filter((slide) => !slide.hidden);
      expect(shown).toHaveLength(1);
      return shown[0]!;
    };
    expect(shownGroup()).toHaveAccessibleName('Grupo 1 de 3');
    expect(shownGroup()).toHaveTextContent(/Consulta de multas.*Pago de tenencia/);
    await userEvent.click(within(carousel).getByRole('button', { name: 'Beneficios siguientes' }));
    expect(shownGroup()).toHaveTextContent(/Verificación vehicular.*Hoy no circula/);
    await userEvent.keyboard('{ArrowRight}');
    expect(shownGroup()).toHaveAccessibleName('Grupo 3 de 3');
    expect(shownGroup()).toHaveTextContent(/Recordatorios personalizados/);
    await userEvent.keyboard('{ArrowRight}');
    expect(shownGroup()).toHaveAccessibleName('Grupo 1 de 3');
    await userEvent.keyboard('{End}');
    expect(shownGroup()).toHaveAccessibleName('Grupo 3 de 3');
    expect(within(carousel).getByRole('button', { name: 'Ver grupo 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('ends with a call to action to /quote-cart', async () => {
    renderAt('/');
    await homeReady();
    const bottom = screen.getByRole('region', { name: '¿Listo para proteger tu auto?' });
    expect(within(bottom).getByRole('link', { name: 'Cotizar ahora' })).toHaveAttribute(
      'href',
      clientRoutes.quoteCart,
    );
  });
});

describe('search landing page', () => {
  it('is absent from the navigation and the footer', async () => {
    renderAt('/');
    await homeReady();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.some((href) => href?.startsWith(clientRoutes.compareInsurance))).toBe(false);
  });

  it('promises 8 insurers and online renewal, with the quote form, in es and en', async () => {
    renderAt(clientRoutes.compareInsurance);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Compara el seguro de tu auto con hasta 8 aseguradoras',
      }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Renueva tu póliza en línea' })).toBeVisible();
    expect(screen.getAllByRole('img', { name: insurers.hdi.displayName })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Cotiza ahora' })).toBeVisible();
  });

  it('reads English when the locale is en', async () => {
    renderAt(clientRoutes.compareInsurance, 'en');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Compare your car insurance across up to 8 insurers',
      }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Renew your policy online' })).toBeVisible();
  });
});
