import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderResults } from './support/render-results';

/** Picks an option of one of the bar's choices. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const bar = await screen.findByRole('region', { name: 'Tu cotización' });
  await user.selectOptions(within(bar).getByRole('combobox', { name: label }), option);
}

describe('validity and indemnity value on the results page', () => {
  it('start at 1 año and Valor Comercial, and say who quotes multi-year and Valor Factura', async () => {
    await renderResults();
    const bar = await screen.findByRole('region', { name: 'Tu cotización' });
    expect(within(bar).getByRole('combobox', { name: 'Vigencia' })).toHaveDisplayValue('1 año');
    expect(
      within(bar).getByRole('combobox', { name: 'Valor de indemnización' }),
    ).toHaveDisplayValue('Valor Comercial');
    expect(
      within(bar).getByRole('group', { name: 'Vigencia y valor de indemnización' }),
    ).toHaveAccessibleDescription(
      /solo los cotizan ANA Seguros y HDI Seguros, y solo en el paquete Amplia/,
    );
  });

  it('a multi-year term quotes ana and hdi in Amplia only, and the other packages say so', async () => {
    const user = userEvent.setup();
    const { round } = await renderResults({ insurers: ['mapfre', 'ana', 'hdi'] });
    await vi.waitFor(() => expect(round.rounds).toHaveLength(1));
    await choose(user, 'Vigencia', '3 años');
    await vi.waitFor(() => expect(round.rounds).toHaveLength(2));
    expect(round.rounds[1]?.body).toMatchObject({ validity: 3, providers: ['ana', 'hdi'] });
    expect(
      screen.getByText(
        'Con esta vigencia o este valor solo cotizan ANA Seguros y HDI Seguros. Solo se cotiza el paquete Amplia.',
      ),
    ).toBeInTheDocument();
    round.answer('hdi', 30_000, { payments: 3 });
    const hdi = await screen.findByRole('article', { name: 'HDI Seguros' });
    expect(within(hdi).getByText('Total por 3 años con IVA')).toBeInTheDocument();
    const limitada = screen.getByRole('tab', { name: /Limitada/ });
    expect(limitada).toBeDisabled();
    expect(limitada).toHaveTextContent('Package no available');

    await choose(user, 'Vigencia', '1 año');
    await vi.waitFor(() => expect(round.rounds).toHaveLength(3));
    expect(round.rounds[2]?.body).toMatchObject({
      validity: 1,
      providers: ['mapfre', 'ana', 'hdi'],
    });
    expect(screen.getByRole('tab', { name: 'Limitada' })).toBeEnabled();
  });

  it('sends the indemnity value chosen; Valor Factura narrows the quote like a multi-year term', async () => {
    const user = userEvent.setup();
    const { round } = await renderResults({ insurers: ['mapfre', 'ana', 'hdi'] });
    await vi.waitFor(() => expect(round.rounds).toHaveLength(1));
    await choose(user, 'Valor de indemnización', 'Valor Convenido');
    await vi.waitFor(() => expect(round.rounds).toHaveLength(2));
    expect(round.rounds[1]?.body).toMatchObject({
      indemnityValue: 'agreed',
      providers: ['mapfre', 'ana', 'hdi'],
    });
    await choose(user, 'Valor de indemnización', 'Valor Factura');
    await vi.waitFor(() => expect(round.rounds).toHaveLength(3));
    expect(round.rounds[2]?.body).toMatchObject({
      indemnityValue: 'invoice',
      providers: ['ana', 'hdi'],
    });
  });

  it('offers no multi-year term and no Valor Factura where neither ana nor hdi quotes', async () => {
    await renderResults({ insurers: ['mapfre', 'gnp'] });
    const bar = await screen.findByRole('region', { name: 'Tu cotización' });
    const validity = within(bar).getByRole('combobox', { name: 'Vigencia' });
    expect(within(validity).getByRole('option', { name: '2 años' })).toBeDisabled();
    expect(within(validity).getByRole('option', { name: '1 año' })).toBeEnabled();
    const indemnity = within(bar).getByRole('combobox', { name: 'Valor de indemnización' });
    expect(within(indemnity).getByRole('option', { name: 'Valor Factura' })).toBeDisabled();
    expect(within(indemnity).getByRole('option', { name: 'Valor Convenido' })).toBeEnabled();
  });

  it('is locked for the leads channel (AS_LEADS)', async () => {
    await renderResults({ locked: true });
    const bar = await screen.findByRole('region', { name: 'Tu cotización' });
    expect(within(bar).getByRole('combobox', { name: 'Vigencia' })).toBeDisabled();
    expect(within(bar).getByRole('combobox', { name: 'Valor de indemnización' })).toBeDisabled();
  });
});
