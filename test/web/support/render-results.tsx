import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { vi } from 'vitest';
import { createFlowSystem } from '../../../src/web/machines/flow-system';
import { FlowSystemProvider } from '../../../src/web/machines/flows-provider';
import { ResultsView } from '../../../src/web/results/results-view';
import type { InsurerCode } from '../../../src/domain/insurers';
import type { Version } from '../../../src/api/catalog';
import { memoryStorage } from '../../machines/support/memory-storage';
import { quoteInputs, quoteRequest } from '../../machines/quotation-support';
import { fakeQuoteRound } from './fake-quote-round';

/**
 * The results page over the app's real flows, on a fake API: the quote round answers when the
 * test says, the catalogue knows these versions and every postal code serves `insurers`.
 */
export function renderResults({
  insurers = ['mapfre', 'ana', 'hdi'] as InsurerCode[],
  versions = [] as Version[],
  locked = false,
} = {}) {
  const round = fakeQuoteRound();
  const navigate = vi.fn();
  const api = {
    http: { partnerCode: 'cotizauto', setPartnerCode: vi.fn() },
    quotation: { quoteRound: round.quoteRound, getPromoCodeData: async () => null },
    catalog: {
      listVersions: async () => versions,
      listModels: async () => [
        { id: 'm-2019', year: 2019 },
        { id: 'm-2020', year: 2020 },
      ],
      getPostalLocation: async () => ({ supportedInsurers: insurers }),
    },
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
    <MantineProvider env="test">
      <FlowSystemProvider system={system}>
        <ResultsView />
      </FlowSystemProvider>
    </MantineProvider>,
  );
  const wizard = system.actor('quoteWizard')!;
  wizard.send({ type: 'wizard.restore', inputs: { ...quoteInputs, supportedInsurers: insurers } });
  if (locked) wizard.send({ type: 'wizard.setEditingLock', locked: true });
  const request = quoteRequest(
    insurers,
    versions.length ? { inputs: { versionId: undefined } } : {},
  );
  system.actor('quotation')!.send(request);
  return { round, navigate, system, wizard, quotation: system.actor('quotation')! };
}
