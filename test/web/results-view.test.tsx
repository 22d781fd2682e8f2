import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { packageQuoteOrder } from '../../src/domain/coverage/packages';
import { AppActorProvider } from '../../src/web/flow-hooks/app-provider';
import { ResultsView } from '../../src/web/results/results-view';
import { gatedLoad } from '../machines/app/gated-load';
import { startApp } from '../machines/app/start-app';
import { quoteInputs } from '../machines/quotation-support';
import { renderQuoteRound } from './support/quote-round';
import { renderResultsOf } from './support/render-results';

/** The results page of a running app whose insurers answer when the test decides. */
const renderResults = () => renderQuoteRound(<ResultsView />, ['mapfre', 'ana', 'hdi']);

describe('the results page', () => {
  it('shows cards as answers arrive, drops a failed insurer, offers Seleccionar only where the machine accepts it and opens the cart', async () => {
    const user = userEvent.setup();
    const { quotes, navigations } = await renderResults();
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

  it('shows placeholder cards from the hand-over while the quotation’s code arrives, then the quotes', async () => {
    const load = gatedLoad();
    const app = startApp({ loadQuotation: load.logic });
    const { container } = render(
      <MantineProvider env="test">
        <AppActorProvider actor={app.actor}>
          <ResultsView />
        </AppActorProvider>
      </MantineProvider>,
    );
    const placeholders = () => container.querySelectorAll('[aria-busy="true"] > *');
    expect(placeholders()).toHaveLength(0);

    app.actor.send({
      type: 'wizard.handedOver',
      inputs: { ...quoteInputs, supportedInsurers: ['hdi'] },
    });
    await vi.waitFor(() => expect(placeholders()).toHaveLength(3));
    expect(screen.queryByRole('article')).toBeNull();

    load.arrive();
    await vi.waitFor(() => expect(app.insurers.rounds).toHaveLength(1));
    expect(placeholders()).toHaveLength(3);
    packageQuoteOrder.forEach((pack) => app.insurers.answer('hdi', pack, { discountPrice: 9_000 }));
    expect(await screen.findByRole('article', { name: 'HDI Seguros' })).toBeInTheDocument();
    expect(placeholders()).toHaveLength(0);
  });
});

describe('the results page without a quote', () => {
  it('offers the wizard instead of an empty page', async () => {
    renderResultsOf(startApp().actor);
    expect(await screen.findByText(/Aún no tienes una cotización/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cotizar mi auto' })).toHaveAttribute('href', '/');
  });
});
