import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coveragesFor } from '../../src/domain/coverage/coverage-plans';
import { defaultCoverageTerms } from '../../src/domain/coverage/coverage-terms';
import { packageCodes } from '../../src/domain/coverage/packages';
import type { CoverageLine } from '../../src/domain/quote/quotation';
import { renderResults } from './support/render-results';

const sum = (sumInsured: number): CoverageLine => ({
  included: true,
  sumInsured,
  deductiblePercent: null,
});

describe('the results cards', () => {
  it('shows logo, prices, savings and receipts, the recommended badge with its basis, and Ver detalle', async () => {
    const user = userEvent.setup();
    const { round } = await renderResults({ insurers: ['mapfre', 'ana', 'hdi'] });
    round.answer('ana', 8_000);
    round.answer('mapfre', 9_000, {
      regularPrice: 10_600,
      savingsPercent: 15,
      payments: 12,
      firstPayment: 1_100,
      nextPayments: 720,
    });
    round.answer('hdi', 12_000);
    const mapfre = await screen.findByRole('article', { name: 'Mapfre' });
    expect(within(mapfre).getByRole('img', { name: 'Mapfre' })).toBeInTheDocument();
    expect(within(mapfre).getByText('$9,000.00')).toBeInTheDocument();
    expect(within(mapfre).getByText('$10,600.00')).toBeInTheDocument();
    expect(within(mapfre).getByText('Ahorras 15%')).toBeInTheDocument();
    expect(within(mapfre).getByText(/Primer pago: \$1,100\.00/)).toBeInTheDocument();
    expect(within(mapfre).getByText(/Pagos subsecuentes: 11 × \$720\.00/)).toBeInTheDocument();

    // ana is cheaper but not sold online; hdi is 33 % dearer: mapfre is recommended, alone.
    const badge = await within(mapfre).findByRole('button', { name: 'Recomendado' });
    expect(screen.getAllByRole('button', { name: 'Recomendado' })).toHaveLength(1);
    await user.hover(badge);
    const tooltip = await screen.findByRole('tooltip');
    for (const basis of [
      'Características del vehículo',
      'Zona de circulación',
      'Precio y facilidades de pago',
      'Coberturas y sumas aseguradas',
      'Opiniones de clientes',
    ])
      expect(within(tooltip).getByText(basis)).toBeInTheDocument();

    await user.click(within(mapfre).getByRole('button', { name: 'Ver detalle' }));
    const detail = await screen.findByRole('dialog', { name: 'Mapfre · Amplia' });
    expect(within(detail).getByRole('heading', { name: '¿Qué cubre esta póliza?' })).toBeVisible();
    expect(within(detail).getByRole('heading', { name: '¿Por qué este precio?' })).toBeVisible();
    const theft = within(detail).getByRole('row', { name: /Robo total/ });
    expect(
      within(theft)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Amparada', 'Sin deducible']);
    expect(within(detail).getByRole('rowheader', { name: 'Prima base' })).toBeInTheDocument();
  });

  it('shows a sum insured and a deductible in the detail', async () => {
    const user = userEvent.setup();
    const { round } = await renderResults({ insurers: ['hdi'] });
    round.answer('hdi', 9_000, {
      coverages: {
        rcThird: sum(1_000_000),
        rcCatastrophic: sum(2_000_000),
        roadAssistance: { included: true, sumInsured: null, deductiblePercent: null },
        legalDefense: { included: false, sumInsured: null, deductiblePercent: null },
        medicalCost: sum(200_000),
        theft: { included: true, sumInsured: null, deductiblePercent: 10 },
        materialDamage: { included: true, sumInsured: null, deductiblePercent: 5 },
        agencyRepair: { included: false, sumInsured: null, deductiblePercent: null },
        substituteCar: {
          included: true,
          sumInsured: null,
          deductiblePercent: null,
          extent: { kind: 'days', days: 15 },
        },
      },
    });
    const hdi = await screen.findByRole('article', { name: 'HDI Seguros' });
    expect(within(hdi).queryByRole('button', { name: 'Recomendado' })).toBeNull();
    await user.click(within(hdi).getByRole('button', { name: 'Ver detalle' }));
    const detail = await screen.findByRole('dialog', { name: 'HDI Seguros · Amplia' });
    const cells = (name: RegExp) =>
      within(within(detail).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(/Responsabilidad civil a terceros/)).toEqual(['$1,000,000.00', 'Sin deducible']);
    expect(cells(/Daños materiales/)).toEqual(['Valor del vehículo', '5 %']);
    expect(cells(/Defensa legal/)).toEqual(['No incluida', '—']);
    expect(cells(/Auto sustituto/)).toEqual(['15 días', 'Sin deducible']);
  });

  it('counts down in days, hours and minutes, with the special discount wording for a promo', async () => {
    const { round } = await renderResults({ insurers: ['hdi'], promoCode: 'BIENVENIDO' });
    const inDays = new Date(Date.now() + (2 * 86_400 + 3 * 3_600 + 20 * 60) * 1000 - 30_000);
    round.answer('hdi', 9_000, { expiresAt: inDays.toISOString() });
    const wording = await screen.findByText('Este descuento especial expirará en');
    expect(wording).toHaveTextContent(
      'Este descuento especial expirará en 2 días 3 horas 20 minutos',
    );
    expect(screen.queryByText('Oferta expira en')).toBeNull();
  });

  it('says the offer expires in a single day, hour and minute', async () => {
    const { round } = await renderResults({ insurers: ['hdi'] });
    const soon = new Date(Date.now() + (86_400 + 3_600 + 60) * 1000 - 10_000);
    round.answer('hdi', 9_000, { expiresAt: soon.toISOString() });
    expect(await screen.findByText('Oferta expira en')).toHaveTextContent(
      'Oferta expira en 1 día 1 hora 1 minuto',
    );
  });

  // Five insurers' cards and six clicks: slower than the default budget on a busy machine.
  it(
    'compares two to four ticked insurers side by side and refuses a fifth',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      const { round } = await renderResults({ insurers: ['mapfre', 'ana', 'hdi', 'gds', 'gnp'] });
      round.answer('mapfre', 9_000);
      round.answer('ana', 9_500);
      round.answer('hdi', 10_000);
      round.answer('gds', 10_500);
      round.answer('gnp', 11_000);
      await screen.findByRole('article', { name: 'GNP Seguros' });
      const open = screen.getByRole('button', { name: 'Comparar aseguradoras (0)' });
      expect(open).toBeDisabled();
      expect(screen.getByText(/Marca «Comparar» en 2 a 4 aseguradoras/)).toBeInTheDocument();

      for (const name of ['Mapfre', 'HDI Seguros', 'General de Seguros', 'GNP Seguros'])
        await user.click(screen.getByRole('checkbox', { name: `Comparar ${name}` }));
      expect(screen.getByRole('checkbox', { name: 'Comparar ANA Seguros' })).toBeDisabled();
      await user.click(screen.getByRole('checkbox', { name: 'Comparar GNP Seguros' }));
      await user.click(screen.getByRole('checkbox', { name: 'Comparar General de Seguros' }));
      expect(screen.getByRole('checkbox', { name: 'Comparar ANA Seguros' })).toBeEnabled();

      await user.click(screen.getByRole('button', { name: 'Comparar aseguradoras (2)' }));
      const view = await screen.findByRole('dialog', { name: 'Comparar aseguradoras' });
      expect(within(view).getAllByRole('columnheader')).toHaveLength(3);
      expect(within(view).getByRole('img', { name: 'Mapfre' })).toBeInTheDocument();
      expect(within(view).getByRole('img', { name: 'HDI Seguros' })).toBeInTheDocument();
      const price = within(view).getByRole('row', { name: /Precio/ });
      expect(
        within(price)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['$9,000.00Mejor', '$10,000.00']);
      const damage = within(view).getByRole('row', { name: /Daños materiales/ });
      expect(
        within(damage)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['AmparadaDeducible: Sin deducible', 'AmparadaDeducible: Sin deducible']);
    },
  );

  it(
    "highlights the coverages that differ between insurers' own plans and marks the best of each",
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      const { round } = await renderResults({ insurers: ['gds', 'gnp', 'hdi'] });
      const plan = (insurer: 'gds' | 'gnp' | 'hdi') =>
        coveragesFor(insurer, packageCodes.comprehensive, defaultCoverageTerms, {
          modelYear: 2025,
          referenceYear: 2026,
        });
      round.answer('gds', 8_800, { coverages: plan('gds') });
      round.answer('gnp', 11_400, { coverages: plan('gnp') });
      round.answer('hdi', 9_900, { coverages: plan('hdi') });
      for (const name of ['General de Seguros', 'GNP Seguros', 'HDI Seguros'])
        await user.click(await screen.findByRole('checkbox', { name: `Comparar ${name}` }));
      await user.click(screen.getByRole('button', { name: 'Comparar aseguradoras (3)' }));
      const view = await screen.findByRole('dialog', { name: 'Comparar aseguradoras' });
      const differing = within(view)
        .getAllByRole('rowheader')
        .filter((header) => header.textContent?.endsWith('Cambia entre aseguradoras'));
      expect(differing.length).toBeGreaterThanOrEqual(3);
      const cellsOf = (row: RegExp) =>
        within(within(view).getByRole('row', { name: row }))
          .getAllByRole('cell')
          .map((cell) => cell.textContent);
      // GDS, GNP, HDI in the order ticked.
      expect(cellsOf(/^Precio/)).toEqual(['$8,800.00Mejor', '$11,400.00', '$9,900.00']);
      expect(cellsOf(/^Gastos médicos a ocupantes Cambia/)).toEqual([
        '$200,000.00Deducible: Sin deducible',
        '$300,000.00Deducible: Sin deducibleMejor',
        '$200,000.00Deducible: Sin deducible',
      ]);
      expect(cellsOf(/^Asistencia vial Cambia/)).toEqual([
        '2 servicios al año, grúa hasta 80 kmDeducible: Sin deducible',
        '4 servicios al año, grúa hasta 150 kmDeducible: Sin deducibleMejor',
        '2 servicios al año, grúa hasta 100 kmDeducible: Sin deducible',
      ]);
      expect(cellsOf(/^Reparación en agencia Cambia/)).toEqual([
        'No incluidaDeducible: —',
        'Autos de hasta 3 añosDeducible: Sin deducibleMejor',
        'Autos de hasta 2 añosDeducible: Sin deducible',
      ]);
      expect(cellsOf(/^Robo total Cambia/)).toEqual([
        'Valor del vehículoDeducible: 10 %Ofrece: 10 %, 20 %',
        'Valor del vehículoDeducible: 10 %Ofrece: 5 %, 10 %',
        'Valor del vehículoDeducible: 10 %Ofrece: 10 %, 20 %',
      ]);
      // Rows alike are neither highlighted nor marked.
      expect(cellsOf(/^Responsabilidad civil catastrófica \$/)).toEqual([
        '$2,000,000.00Deducible: Sin deducible',
        '$2,000,000.00Deducible: Sin deducible',
        '$2,000,000.00Deducible: Sin deducible',
      ]);
    },
  );

  it('shows the coverage summary, the explainer, the FAQ and the benefits', async () => {
    const user = userEvent.setup();
    await renderResults();
    const summary = screen.getByRole('region', { name: 'Resumen de coberturas' });
    const valueOf = (row: string) =>
      within(within(summary).getByRole('row', { name: new RegExp(`^${row}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .join(' | ');
    expect(valueOf('Responsabilidad civil a terceros')).toBe('$1,000,000.00 | Sin deducible');
    expect(valueOf('Responsabilidad civil catastrófica')).toBe('$2,000,000.00 | Sin deducible');
    expect(valueOf('Gastos médicos a ocupantes')).toBe('$200,000.00 | Sin deducible');
    expect(valueOf('Robo total')).toBe('Valor del vehículo | 10 %Ofrece: 5 %, 10 %');
    expect(valueOf('Daños materiales')).toBe('Valor del vehículo | 5 %Ofrece: 3 %, 4 %, 5 %, 10 %');
    expect(valueOf('Asistencia vial')).toBe('2 servicios al año, grúa hasta 80 km | Sin deducible');
    expect(valueOf('Defensa legal')).toBe('$1,000,000.00 | Sin deducible');
    expect(valueOf('Auto sustituto')).toBe('No incluida | —');
    expect(valueOf('Uso del vehículo')).toBe('Particular');

    const explainer = screen.getByRole('region', { name: '¿Qué cubre cada paquete?' });
    const rc = within(explainer).getByRole('row', { name: /^RC/ });
    expect(
      within(rc)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sí', 'No', 'No']);

    const faq = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    await user.click(within(faq).getByRole('button', { name: '¿El precio incluye impuestos?' }));
    // The answer slides open: wait for it to show.
    await waitFor(() => expect(within(faq).getByText(/total anual con IVA/)).toBeVisible());

    const benefits = screen.getByRole('region', { name: 'Beneficios de contratar con nosotros' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(5);
    expect(within(benefits).getByText('Garantía de mejor precio.')).toBeInTheDocument();
  });

  it('opens the Ayuda panel with its topics, call and WhatsApp', async () => {
    const user = userEvent.setup();
    await renderResults();
    await user.click(screen.getByRole('button', { name: 'Ayuda' }));
    const panel = await screen.findByRole('dialog', { name: 'Ayuda' });
    expect(
      within(panel).getByRole('button', { name: '¿Qué pasa si no aparece mi auto?' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Llámanos' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+52\d{10}$/),
    );
    expect(within(panel).getByRole('link', { name: /Escríbenos por WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/api\.whatsapp\.com\/send\?phone=52\d{10}$/),
    );
  });

  it('explains why no insurer appears when a round ends without quotes', async () => {
    const { round } = await renderResults({ insurers: ['hdi'] });
    round.fail('hdi');
    const help = await screen.findByRole('status', {
      name: '¿Por qué no aparece ninguna aseguradora?',
    });
    expect(within(help).getByText(/Error de cotización/)).toBeInTheDocument();
    expect(
      within(help).getByText(
        /La marca o el modelo de tu vehículo no se ofrece en línea, o tu código postal no tiene cobertura/,
      ),
    ).toBeInTheDocument();
    expect(within(help).getByRole('link', { name: 'Llámanos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Comparar aseguradoras/ })).toBeNull();
    await vi.waitFor(() => expect(screen.queryByText('Oferta expira en')).toBeNull());
  });

  it('says no providers for a vehicle no insurer quotes (a motorcycle)', async () => {
    await renderResults({ insurers: [] });
    const help = await screen.findByRole('status', {
      name: '¿Por qué no aparece ninguna aseguradora?',
    });
    expect(
      within(help).getByText('No providers available for the vehicle selected'),
    ).toBeInTheDocument();
  });
});
