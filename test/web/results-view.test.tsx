import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { AppActorProvider } from '../../src/web/machines/app-provider';
import { ResultsView } from '../../src/web/results/results-view';
import type { InsurerCode } from '../../src/domain/insurers';
import { packageQuoteOrder as packageCodes } from '../../src/domain/packages';
import { quoteRequest } from '../machines/quotation-support';
import { startApp } from '../machines/app/start-app';

/** The results page of a running app whose insurers answer when the test decides. */
function renderResults() {
  const app = startApp();
  render(
    <MantineProvider>
      <AppActorProvider actor={app.actor}>
        <ResultsView />
      </AppActorProvider>
    </MantineProvider>,
  );
  app.actor.getSnapshot().children.quotation!.send(quoteRequest(['mapfre', 'ana', 'hdi']));
  const quotes = {
    /** Every package of the insurer answers at this price. */
    answer: (code: InsurerCode, price: number) =>
      packageCodes.forEach((pack) => app.insurers.answer(code, pack, { discountPrice: price })),
    fail: (code: InsurerCode) => packageCodes.forEach((pack) => app.insurers.fail(code, pack)),
  };
  return { quotes, navigations: app.navigations };
}

describe('the results page', () => {
  it('shows cards as answers arrive, drops a failed insurer, offers Seleccionar only where the machine accepts it and opens the cart', async () => {
    const user = userEvent.setup();
    const { quotes, navigations } = renderResults();
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
    await vi.waitFor(() => expect(navigations).toEqual(['/cart/client-name']));
  });
});
