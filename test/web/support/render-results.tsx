import { render } from '@testing-library/react';
import type { AnyActorLogic } from 'xstate';
import { MantineProvider } from '@mantine/core';
import { AppActorProvider } from '../../../src/web/machines/app-provider';
import { ResultsView } from '../../../src/web/results/results-view';
import type { InsurerCode } from '../../../src/domain/insurers';
import { packageQuoteOrder } from '../../../src/domain/packages';
import type { Quotation } from '../../../src/domain/quotation';
import { quoteInputs, quoteRequest } from '../../machines/quotation-support';
import { startApp } from '../../machines/app/start-app';
import { loadPopoverControls } from '../../../src/web/site/use-popover-controls';

// A visitor meets the results' selects and tooltips once the page is up, when their code has
// long arrived; the stand-ins drawn before it are tested on their own (later-controls.test.tsx).
await loadPopoverControls();

/**
 * The results page over the app's flows on fakes: the streamed round answers when the test
 * says; the wizard holds the quote (restored) so the edit-quote modal can open. A test replaces
 * the session's calls it is about with `sessionOverrides`.
 */
export function renderResults({
  insurers = ['mapfre', 'ana', 'hdi'] as InsurerCode[],
  withoutVersion = false,
  locked = false,
  sessionOverrides = {} as Record<string, AnyActorLogic>,
  promoCode = undefined as string | undefined,
} = {}) {
  const app = startApp({ sessionOverrides });
  render(
    <MantineProvider env="test">
      <AppActorProvider actor={app.actor}>
        <ResultsView />
      </AppActorProvider>
    </MantineProvider>,
  );
  const children = app.actor.getSnapshot().children;
  children.quoteWizard!.send({
    type: 'wizard.restore',
    inputs: { ...quoteInputs, supportedInsurers: insurers },
  });
  if (locked) children.quoteWizard!.send({ type: 'wizard.setEditingLock', locked: true });
  children.quotation!.send(
    quoteRequest(insurers, {
      promoCode,
      ...(withoutVersion ? { inputs: { versionId: undefined } } : {}),
    }),
  );
  const round = {
    rounds: app.insurers.rounds,
    answer: (code: InsurerCode, price: number, overrides: Partial<Quotation> = {}) =>
      packageQuoteOrder.forEach((pack) =>
        app.insurers.answer(code, pack, { discountPrice: price, ...overrides }),
      ),
    fail: (code: InsurerCode) => packageQuoteOrder.forEach((pack) => app.insurers.fail(code, pack)),
  };
  return { round, navigations: app.navigations, app };
}
