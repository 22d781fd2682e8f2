import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResultsView } from '../../src/web/results/results-view';
import { renderQuoteRound } from './support/quote-round';

/** The results page of a running app whose insurers answer when the test decides. */
const renderResults = () => renderQuoteRound(<ResultsView />, ['mapfre', 'ana', 'hdi']);

describe('the results page', () => {
  it('shows cards as answers arrive, drops a failed insurer, offers Seleccionar only where the machine accepts it and opens the cart', async () => {
    const user = userEvent.setup();
    const { quotes, navigations } = renderResults();
    quotes.answer('mapfre', 9_500);
    const mapfre = await screen.findByRole('article', { name: 'Mapfre' });
    expect(within(mapfre).getByText(/9,500\.00/)).toBeInTheDocument();
    quotes.fail('hdi');
    quotes.answer('ana', 11_000);
    expect(await screen.findByText('Oferta expira en')).toBeInTheDocument();
    const ana = await screen.findByRole('article', { name: 'ANA Seguros' });
    expect(within(ana).queryByRole('button', { name: 'Seleccionar' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'HDI Seguros' })).toBeNull();
    await user.click(within(mapfre).getByRole('button', { name: 'Seleccionar' }));
    await vi.waitFor(() => expect(navigations).toEqual(['/cart/client-name']));
  });
});
