import { render } from '@testing-library/react';
import type { AnyActorLogic } from 'xstate';
import { MantineProvider } from '@mantine/core';
import { AppActorProvider } from '../../../src/web/flow-hooks/app-provider';
import { ResultsView } from '../../../src/web/results/results-view';
import type { InsurerCode } from '../../../src/domain/insurers/insurers';
import { packageQuoteOrder } from '../../../src/domain/coverage/packages';
import type { Quotation } from '../../../src/domain/quote/quotation';
import { quoteInputs } from '../../machines/quotation-support';
import { promo } from '../../../machines/qa/samples/session.samples';
import { askQuote, startApp, type AppActor } from '../../machines/app/start-app';

/** The results page over a running app, whatever it has quoted (nothing, at first). */
export function renderResultsOf(actor: AppActor) {
  render(
    <MantineProvider env="test">
      <AppActorProvider actor={actor}>
        <ResultsView />
      </AppActorProvider>
    </MantineProvider>,
  );
}

/**
 * The results page over the app's flows on fakes, once the app has asked its quotation for a
 * quote: the streamed round answers when the test says; the wizard holds the quote (restored)
 * so the edit-quote modal can open. A test replaces
 * the session's calls it is about with `sessionOverrides`.
 */
export async function renderResults({
  insurers = ['mapfre', 'ana', 'hdi'] as InsurerCode[],
  withoutVersion = false,
  locked = false,
  sessionOverrides = {} as Record<string, AnyActorLogic>,
  promoCode = undefined as string | undefined,
} = {}) {
  const app = startApp({ sessionOverrides });
  renderResultsOf(app.actor);
  const children = app.actor.getSnapshot().children;
  const inputs = { ...quoteInputs, supportedInsurers: insurers };
  children.quoteWizard!.send({ type: 'wizard.restore', inputs });
  if (locked) children.quoteWizard!.send({ type: 'wizard.setEditingLock', locked: true });
  // A code typed in the discount modal: the app quotes with it.
  if (promoCode) app.actor.send({ type: 'session.promoEntered', promoCode, promo, blacklist: [] });
  await askQuote(app.actor, withoutVersion ? { ...inputs, versionId: undefined } : inputs);
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
