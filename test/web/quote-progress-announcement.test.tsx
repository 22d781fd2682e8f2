import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QuoteProgressAnnouncement } from '../../src/web/results/quote-progress-announcement';
import { renderQuoteRound } from './support/quote-round';

describe('the results page live region', () => {
  it('announces how many insurers answered, then the cheapest price', async () => {
    const { quotes } = await renderQuoteRound(<QuoteProgressAnnouncement />, [
      'mapfre',
      'ana',
      'hdi',
    ]);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(region).toHaveTextContent('0 de 3 aseguradoras respondieron'));
    quotes.answer('ana', 11_000);
    await waitFor(() => expect(region).toHaveTextContent('1 de 3 aseguradoras respondieron'));
    quotes.answer('mapfre', 9_500.5);
    quotes.answer('hdi', 12_000);
    await waitFor(() =>
      expect(region).toHaveTextContent(
        'Todas las aseguradoras respondieron. El precio más bajo es $9,500.50 con Mapfre.',
      ),
    );
  });
});
