import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createFlowSystem } from '../../src/web/machines/flow-system';
import { FlowSystemProvider } from '../../src/web/machines/flows-provider';
import { QuoteProgressAnnouncement } from '../../src/web/results/quote-progress-announcement';
import type { InsurerCode } from '../../src/domain/insurers';
import type { Quotation } from '../../src/domain/quotation';
import { packageQuoteOrder } from '../../src/domain/packages';
import type { QuoteBody } from '../../machines/quotation/quotation.types';
import { memoryStorage } from '../machines/support/memory-storage';
import { quotationOf, quoteRequest } from '../machines/quotation-support';

/** The quote calls answer when the test says, an insurer's packages all at once. */
function startRound(insurerCodes: InsurerCode[]) {
  const answers = new Map<string, (quote: Quotation) => void>();
  const api = {
    http: { partnerCode: 'cotizauto', setPartnerCode: vi.fn() },
    quotation: {
      quote: (body: QuoteBody, code: InsurerCode) =>
        new Promise<Quotation>((resolve) => answers.set(`${code}:${body.package}`, resolve)),
      getPromoCodeData: async () => null,
    },
    catalog: { listVersions: async () => [] },
  };
  const system = createFlowSystem({
    api: api as never,
    cookies: { set: vi.fn() },
    search: '',
    storage: memoryStorage(),
    navigate: vi.fn(),
  });
  system.startAll();
  render(
    <MantineProvider>
      <FlowSystemProvider system={system}>
        <QuoteProgressAnnouncement />
      </FlowSystemProvider>
    </MantineProvider>,
  );
  system.actor('quotation')!.send(quoteRequest(insurerCodes));
  const answer = (code: InsurerCode, price: number) =>
    packageQuoteOrder.forEach((pack) =>
      answers.get(`${code}:${pack}`)?.(quotationOf(code, pack, { discountPrice: price })),
    );
  return { answer };
}

describe('the results page live region', () => {
  it('announces how many insurers answered, then the cheapest price', async () => {
    const { answer } = startRound(['mapfre', 'ana', 'hdi']);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(region).toHaveTextContent('0 de 3 aseguradoras respondieron'));
    answer('ana', 11_000);
    await waitFor(() => expect(region).toHaveTextContent('1 de 3 aseguradoras respondieron'));
    answer('mapfre', 9_500.5);
    answer('hdi', 12_000);
    await waitFor(() =>
      expect(region).toHaveTextContent(
        'Todas las aseguradoras respondieron. El precio más bajo es $9,500.50 con Mapfre.',
      ),
    );
  });
});
