import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/web/app';
import { routerAt } from '../support/router-at';
import type { Locale } from '../../src/web/strings/i18n';
import { legalDocuments, namedLegalDocument } from '../../src/web/legal/legal-documents';
import type { LegalClause } from '../../src/web/legal/legal-document';

function renderPage(path: string, locale: Locale, partnerCode = 'cotizauto') {
  render(
    <App
      analytics={{ pageView: vi.fn(), transaction: vi.fn() }}
      partnerCode={partnerCode}
      Router={routerAt(path)}
      locale={locale}
    />,
  );
}

/** Every clause the behaviour lists (docs/behaviour/legal.md), as its heading reads. */
const pages: {
  path: string;
  title: Record<Locale, string>;
  updated: Record<Locale, string>;
  headings: Record<Locale, string[]>;
}[] = [
  {
    path: '/terms-and-conditions',
    title: { es: 'Términos y condiciones', en: 'Terms and conditions' },
    updated: { es: '9 de enero de 2025', en: 'January 9, 2025' },
    headings: {
      es: [
        'Cotizauto solo intermedia',
        'Revisa la carátula de tu póliza',
        'Documentos y plazo de 72 horas',
        'Límites de responsabilidad',
        'Jurisdicción: tribunales de la Ciudad de México',
        'Notificaciones',
        'Tus derechos antes de un siniestro',
        'Tus derechos después de un siniestro',
        'Aseguradoras con las que trabajamos',
        'Términos de pago',
        'Solo recibos oficiales',
        'Sin cargo por gestión',
        'Consentimiento de cargo recurrente',
        'Facturación por aseguradora',
        'Cancelación por falta de pago o contracargo',
        'Otro medio de pago registrado',
        'Modificaciones y endosos',
        'Códigos promocionales',
      ],
      en: [
        'Cotizauto acts only as an intermediary',
        "Check your policy's cover page",
        'Documents and the 72-hour deadline',
        'Limits of liability',
        'Jurisdiction: the courts of Mexico City',
        'Notices',
        'Your rights before a claim',
        'Your rights after a claim',
        'Insurers we work with',
        'Payment terms',
        'Official receipts only',
        'No handling fee',
        'Consent to recurring charges',
        'Invoices from each insurer',
        'Cancellation for non-payment or chargeback',
        'Another registered payment method',
        'Changes and endorsements',
        'Promo codes',
      ],
    },
  },
  {
    path: '/notice-of-privacy',
    title: { es: 'Aviso de privacidad', en: 'Privacy notice' },
    updated: { es: '26 de marzo de 2024', en: 'March 26, 2024' },
    headings: {
      es: [
        'Oposición a finalidades secundarias (5 días naturales)',
        'Derechos ARCO: plazos de respuesta',
      ],
      en: [
        'Objecting to secondary purposes (5 calendar days)',
        'Your data rights (ARCO): response times',
      ],
    },
  },
  {
    path: '/usage-policy',
    title: { es: 'Política de uso', en: 'Usage policy' },
    updated: { es: '30 de junio de 2017', en: 'June 30, 2017' },
    headings: {
      es: [
        'Edad mínima: 18 años',
        'Una cuenta personal por usuario',
        'Uso en México y para fines particulares',
        'Registros de exclusión',
        'Correos electrónicos y cómo dejar de recibirlos',
        'Restricciones',
        'Contenido del usuario',
        'Acceso desde dispositivos móviles',
      ],
      en: [
        'Minimum age: 18',
        'One personal account per user',
        'Use in Mexico and for private purposes',
        'Exclusion registries',
        'E-mails and how to stop them',
        'Restrictions',
        'User content',
        'Mobile access',
      ],
    },
  },
];

describe.each(pages)('legal page $path', ({ path, title, updated, headings }) => {
  it.each(['es', 'en'] as const)(
    'has every clause heading in %s, each in the contents',
    async (locale) => {
      renderPage(path, locale);
      expect(await screen.findByRole('heading', { level: 1, name: title[locale] })).toBeVisible();
      expect(screen.getByText(new RegExp(updated[locale]))).toBeVisible();
      const contents = screen.getByRole('navigation', {
        name: locale === 'es' ? 'Contenido' : 'Contents',
      });
      for (const heading of headings[locale]) {
        const section = screen.getByRole('heading', { name: heading });
        const link = within(contents).getByRole('link', { name: heading });
        expect(link).toHaveAttribute('href', `#${section.id}`);
      }
    },
  );
});

describe('the terms in detail', () => {
  it('lists the six partner insurers and the 72 natural hours', async () => {
    renderPage('/terms-and-conditions', 'es');
    const heading = await screen.findByRole('heading', {
      name: 'Aseguradoras con las que trabajamos',
    });
    const list = within(heading.closest('section')!).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText(/72 horas naturales/)).toBeVisible();
  });

  it('gives the privacy notice deadlines: 5 calendar days, 20 business days, 15 days', async () => {
    renderPage('/notice-of-privacy', 'es');
    expect(await screen.findByText(/dentro de los 5 días naturales/)).toBeVisible();
    expect(screen.getByText(/máximo de 20 días hábiles.*dentro de los 15 días/)).toBeVisible();
  });
});

describe('legal documents', () => {
  const idsOf = (clauses: LegalClause[]): string[] =>
    clauses.flatMap((clause) => [clause.id, ...idsOf(clause.clauses ?? [])]);

  it.each(Object.entries(legalDocuments))(
    '%s has the same clauses, anchors and date in Spanish and English',
    (_name, { es, en }) => {
      expect(idsOf(en.clauses)).toEqual(idsOf(es.clauses));
      expect(en.updated).toBe(es.updated);
    },
  );
});

describe('who the legal texts name', () => {
  it('names the site by the partner brand shown and the operating broker from configuration', async () => {
    renderPage('/terms-and-conditions', 'es', 'coppel');
    expect(
      await screen.findByText(
        /^Estos términos regulan el uso de Coppel Seguros de Auto para cotizar/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Cotizauto solo intermedia' })).toBeVisible();
  });

  it.each(Object.entries(legalDocuments))(
    '%s names a configured broker and site in every clause, no placeholder left',
    (_name, languages) => {
      const names = { broker: 'Agentes del Bajío, S.A. de C.V.', site: 'Coppel Seguros de Auto' };
      for (const document of Object.values(languages)) {
        const text = JSON.stringify(namedLegalDocument(document, names));
        expect(text).toContain(names.broker);
        expect(text).not.toMatch(/\{\w+\}|Cotizauto/);
      }
    },
  );
});

describe('switching language', () => {
  it('turns a legal page to English with the language switch, anchors unchanged', async () => {
    renderPage('/usage-policy', 'es');
    const spanish = await screen.findByRole('heading', { name: 'Contenido del usuario' });
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    const english = await screen.findByRole('heading', { name: 'User content' });
    expect(english.id).toBe(spanish.id);
    expect(screen.getByRole('heading', { level: 1, name: 'Usage policy' })).toBeVisible();
  });
});
