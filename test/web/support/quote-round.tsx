import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createFlowSystem } from '../../../src/web/machines/flow-system';
import { FlowSystemProvider } from '../../../src/web/machines/flows-provider';
import type { InsurerCode } from '../../../src/domain/insurers';
import type { Quotation } from '../../../src/domain/quotation';
import { packageQuoteOrder as packageCodes } from '../../../src/domain/packages';
import type { QuoteBody } from '../../../machines/quotation/quotation.types';
import { memoryStorage } from '../../machines/support/memory-storage';
import { quotationOf, quoteRequest } from '../../machines/quotation-support';

/** Answers the quote calls one by one, when the test decides. */
export function deferredQuotes() {
  const waiting = new Map<string, (quote: Quotation) => void>();
  const failing = new Map<string, (error: Error) => void>();
  const key = (code: InsurerCode, pack: number) => `${code}:${pack}`;
  return {
    quote: (body: QuoteBody, code: InsurerCode) =>
      new Promise<Quotation>((resolve, reject) => {
        waiting.set(key(code, body.package), resolve);
        failing.set(key(code, body.package), reject);
      }),
    /** Every package of the insurer answers (the comprehensive one at this price). */
    answer: (code: InsurerCode, price: number) =>
      packageCodes.forEach((pack) =>
        waiting.get(key(code, pack))?.(quotationOf(code, pack, { discountPrice: price })),
      ),
    fail: (code: InsurerCode) =>
      packageCodes.forEach((pack) => failing.get(key(code, pack))?.(new Error('down'))),
  };
}

/** Renders a view over the app's real flows on a fake API, then starts a quote round. */
export function renderQuoteRound(view: ReactNode, insurers: InsurerCode[]) {
  const quotes = deferredQuotes();
  const navigate = vi.fn();
  const api = {
    http: { partnerCode: 'cotizauto', setPartnerCode: vi.fn() },
    quotation: { quote: quotes.quote, getPromoCodeData: async () => null },
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
      <FlowSystemProvider system={system}>{view}</FlowSystemProvider>
    </MantineProvider>,
  );
  system.actor('quotation')!.send(quoteRequest(insurers));
  return { quotes, navigate, system };
}
