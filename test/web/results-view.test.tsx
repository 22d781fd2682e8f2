import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { createFlowSystem } from '../../src/web/machines/flow-system';
import { FlowSystemProvider } from '../../src/web/machines/flows-provider';
import { ResultsView } from '../../src/web/results/results-view';
import { memoryStorage } from '../machines/support/memory-storage';
import { quoteRequest } from '../machines/quotation-support';
import { fakeQuoteRound } from './support/fake-quote-round';

function renderResults() {
  const quotes = fakeQuoteRound();
  const navigate = vi.fn();
  const api = {
    http: { partnerCode: 'cotizauto', setPartnerCode: vi.fn() },
    quotation: { quoteRound: quotes.quoteRound, getPromoCodeData: async () => null },
    catalog: { listVersions: async () => [] },
  };
  const system = createFlowSystem({
    api: api as never,
    cookies: { set: vi.fn() },
    search: '',
    storage: memoryStorage(),
    navigate,
  });
  system.startAll();
  render(
    <MantineProvider>
      <FlowSystemProvider system={system}>
        <ResultsView />
      </FlowSystemProvider>
    </MantineProvider>,
  );
  system.actor('quotation')!.send(quoteRequest(['mapfre', 'ana', 'hdi']));
  return { quotes, navigate, system };
}

describe('the results page', () => {
  it('shows cards as answers arrive, drops a failed insurer and selects an emit-enabled one', async () => {
    const user = userEvent.setup();
    const { quotes, navigate } = renderResults();
    quotes.answer('mapfre', 9_500);
    const mapfre = await screen.findByRole('article', { name: 'Mapfre' });
    expect(within(mapfre).getByText(/9,500\.00/)).toBeInTheDocument();
    quotes.fail('hdi');
    quotes.answer('ana', 11_000);
    expect(await screen.findByText(/Oferta expira en \d\d:\d\d:\d\d/)).toBeInTheDocument();
    const ana = await screen.findByRole('article', { name: 'ANA Seguros' });
    expect(within(ana).queryByRole('button', { name: 'Seleccionar' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'HDI Seguros' })).toBeNull();
    await user.click(within(mapfre).getByRole('button', { name: 'Ver detalle' }));
    expect(
      await within(mapfre).findByRole('heading', { name: '¿Por qué este precio?' }),
    ).toBeVisible();
    expect(within(mapfre).getByRole('rowheader', { name: 'Prima base' })).toBeInTheDocument();
    await user.click(within(mapfre).getByRole('button', { name: 'Seleccionar' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/emit-cart'));
  });
});
