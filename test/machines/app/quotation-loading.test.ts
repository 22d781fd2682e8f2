import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectHasNoQuote } from '../../../machines/app/app.selectors';
import { versa } from '../../../machines/qa/samples/quote-wizard.samples';
import {
  loadQuotation,
  quotationStandIn,
  runsQuotation,
} from '../../../machines/app/quotation-loading';
import { promo } from '../../../machines/qa/samples/session.samples';
import {
  busyTag,
  createRestoredActor,
  persistActor,
  readPersistedSnapshot,
} from '../../../machines/support/persistence';
import { sanitiseAppSnapshot } from '../../../machines/app/app.sanitise';
import { memoryStorage } from '../support/memory-storage';
import { flush, quoteInputs } from '../quotation-support';
import { gatedLoad } from './gated-load';
import { answerWizard, quoteThrough, wizardOf } from './quote-through';
import { appInput, fakeAppMachine, startApp, type AppActor } from './start-app';

const quotationOf = (app: AppActor) => app.getSnapshot().children.quotation;

/** The postal code each streamed round quoted, in order. */
const quotedPostalCodes = (app: ReturnType<typeof startApp>) =>
  app.insurers.rounds.map((round) => round.body.postalCode);

/** A visitor at the wizard's hand-over while the quotation's code is held by the test. */
async function handedOverWhileLoading() {
  const load = gatedLoad();
  const app = startApp({ loadQuotation: load.logic });
  await waitFor(app.actor.getSnapshot().children.session!, (snapshot) => snapshot.matches('ready'));
  await answerWizard(app.actor);
  return { app, load };
}

describe('app: the quotation starts with the first quote asked for', () => {
  it('runs no quotation before a quote is asked for', () => {
    const app = startApp();
    expect(quotationOf(app.actor)).toBeUndefined();
    expect(app.actor.getSnapshot().children.relayQuotation).toBeUndefined();
    expect(app.actor.getSnapshot().matches({ quotation: 'notStarted' })).toBe(true);
  });

  it('opens the results at the hand-over and waits for the code (not stored meanwhile), then quotes', async () => {
    const { app, load } = await handedOverWhileLoading();

    const waiting = app.actor.getSnapshot();
    expect(waiting.matches({ quote: 'comparing', quotation: 'loading' })).toBe(true);
    expect(waiting.hasTag(busyTag)).toBe(true);
    expect(quotationOf(app.actor)).toBeUndefined();
    expect(app.navigations).toEqual(['/new-see-quote']);

    load.arrive();
    await flush();
    expect(app.actor.getSnapshot().matches({ quotation: 'running' })).toBe(true);
    expect(quotationOf(app.actor)?.getSnapshot().matches('comparing')).toBe(true);
    expect(quotedPostalCodes(app)).toEqual(['06700']);
  });

  it('starts the quotation once: a new quote goes to the same quotation, with no new load', async () => {
    const load = gatedLoad();
    const app = startApp({ loadQuotation: load.logic });
    await waitFor(app.actor.getSnapshot().children.session!, (snapshot) =>
      snapshot.matches('ready'),
    );
    load.arrive();
    await quoteThrough(app.actor);
    const quotation = quotationOf(app.actor);

    app.enter('/');
    wizardOf(app.actor).send({ type: 'wizard.edit', step: 'postalCode' });
    wizardOf(app.actor).send({ type: 'wizard.change', values: { postalCode: '44100' } });
    await quoteThrough(app.actor);

    expect(load.loads).toBe(1);
    expect(quotationOf(app.actor)).toBe(quotation);
    expect(quotedPostalCodes(app)).toEqual(['06700', '44100']);
    expect(app.navigations).toEqual(['/new-see-quote', '/new-see-quote']);
  });

  it('quotes the newest request when another comes while the code loads', async () => {
    const { app, load } = await handedOverWhileLoading();
    app.actor.send({
      type: 'session.requoteRequested',
      inputs: { ...quoteInputs, postalCode: '44100' },
    });
    load.arrive();
    await flush();
    expect(quotedPostalCodes(app)).toEqual(['44100']);
  });

  it('quotes nothing when a promo resets the quotation while its code loads', async () => {
    const { app, load } = await handedOverWhileLoading();
    app.actor.send({ type: 'session.promoApplied', promoCode: 'KAVAK10', promo, blacklist: [] });
    load.arrive();
    await flush();
    expect(app.actor.getSnapshot().matches({ quotation: 'notStarted' })).toBe(true);
    expect(quotationOf(app.actor)).toBeUndefined();
    expect(quotedPostalCodes(app)).toEqual([]);
  });

  it('tries again at the next hand-over when the code could not load', async () => {
    const { app, load } = await handedOverWhileLoading();
    load.fail();
    await flush();
    expect(app.actor.getSnapshot().matches({ quotation: 'notStarted' })).toBe(true);
    expect(quotationOf(app.actor)).toBeUndefined();

    app.enter('/');
    await answerWizard(app.actor);
    load.arrive();
    await flush();
    // Asked for again with the model chosen again, then at the hand-over.
    expect(load.loads).toBe(4);
    expect(quotedPostalCodes(app)).toEqual(['06700']);
  });

  it('quotes a restored cart (a requote) as the first quote too', async () => {
    const load = gatedLoad();
    const app = startApp({ loadQuotation: load.logic });
    app.actor.send({
      type: 'session.requoteRequested',
      inputs: quoteInputs,
      policy: { paymentFrequency: 3 },
      package: 1,
    });
    expect(app.actor.getSnapshot().matches({ quotation: 'loading' })).toBe(true);
    load.arrive();
    await flush();
    const quotation = quotationOf(app.actor)!.getSnapshot();
    expect(quotation.context.currentPackage).toBe(1);
    expect(quotation.context.policy.paymentFrequency).toBe(3);
  });
});

describe('app: the quotation’s code loads once the model is chosen', () => {
  /** A visitor at the wizard's last step, the model chosen, the code held by the test. */
  async function atBirthDate() {
    const load = gatedLoad();
    const app = startApp({ loadQuotation: load.logic });
    await waitFor(app.actor.getSnapshot().children.session!, (snapshot) =>
      snapshot.matches('ready'),
    );
    const wizard = wizardOf(app.actor);
    wizard.send({ type: 'wizard.selectSubBrand', subbrand: versa });
    wizard.send({ type: 'wizard.next' });
    await waitFor(wizard, (snapshot) => snapshot.matches('modelYear'));
    expect(app.actor.getSnapshot().matches({ quotation: 'notStarted' })).toBe(true);
    wizard.send({ type: 'wizard.selectModelYear', year: 2020 });
    wizard.send({ type: 'wizard.next' });
    return { app, load, wizard };
  }

  it('loads it while the visitor answers the last steps; the hand-over quotes in its own step', async () => {
    const { app, load, wizard } = await atBirthDate();
    expect(app.actor.getSnapshot().matches({ quotation: 'preloading' })).toBe(true);
    expect(selectHasNoQuote(app.actor.getSnapshot())).toBe(true);
    load.arrive();
    await waitFor(app.actor, (snapshot) => snapshot.matches({ quotation: 'ready' }));
    expect(selectHasNoQuote(app.actor.getSnapshot())).toBe(true);
    expect(quotationOf(app.actor)).toBeUndefined();

    wizard.send({ type: 'wizard.change', values: { postalCode: '06700' } });
    wizard.send({ type: 'wizard.next' });
    await waitFor(wizard, (snapshot) => snapshot.matches('personType'));
    wizard.send({ type: 'wizard.change', values: { personType: 'natural', gender: 'female' } });
    wizard.send({ type: 'wizard.next' });
    wizard.send({
      type: 'wizard.change',
      values: { dayOfBirth: '13', monthOfBirth: '03', yearOfBirth: '1986' },
    });
    const roundsAtNavigation: number[] = [];
    app.actor.on('navigation.requested', () => roundsAtNavigation.push(app.insurers.rounds.length));
    wizard.send({ type: 'wizard.next' });
    // Nothing awaited since the last click: the round was asked for in its own step, before
    // the results page.
    expect(roundsAtNavigation).toEqual([1]);
    expect(app.actor.getSnapshot().matches({ quote: 'comparing', quotation: 'running' })).toBe(
      true,
    );
    expect(quotedPostalCodes(app)).toEqual(['06700']);
    expect(load.loads).toBe(1);
  });

  it('waits for it at the hand-over when it has not arrived yet, and loads it again if it failed', async () => {
    const waiting = await atBirthDate();
    await answerWizard(waiting.app.actor);
    expect(waiting.app.actor.getSnapshot().matches({ quotation: 'loading' })).toBe(true);
    waiting.load.arrive();
    await flush();
    expect(quotedPostalCodes(waiting.app)).toEqual(['06700']);

    const failed = await atBirthDate();
    failed.load.fail();
    await waitFor(failed.app.actor, (snapshot) => snapshot.matches({ quotation: 'notStarted' }));
    await answerWizard(failed.app.actor);
    expect(failed.app.actor.getSnapshot().matches({ quotation: 'loading' })).toBe(true);
    failed.load.arrive();
    await flush();
    expect(quotedPostalCodes(failed.app)).toEqual(['06700']);
  });
});

describe('app: the results page’s edit-quote modal', () => {
  it('quotes the edited answers on the results page', async () => {
    const app = startApp();
    await waitFor(app.actor.getSnapshot().children.session!, (snapshot) =>
      snapshot.matches('ready'),
    );
    await quoteThrough(app.actor);
    app.insurers.answerEvery();
    await flush();

    const wizard = wizardOf(app.actor);
    wizard.send({ type: 'wizard.editQuote' });
    wizard.send({ type: 'wizard.change', values: { postalCode: '44100' } });
    wizard.send({ type: 'wizard.next' });
    await waitFor(wizard, (snapshot) => snapshot.matches('handedOver'));
    await flush();

    expect(quotedPostalCodes(app)).toEqual(['06700', '44100']);
    expect(app.actor.getSnapshot().matches({ quote: 'comparing' })).toBe(true);
    expect(app.navigations).toEqual(['/new-see-quote']);
  });
});

describe('the quotation’s stand-in', () => {
  it('refuses to start before the code is loaded, and runs the loaded quotation after', async () => {
    const { quotation } = quotationStandIn((code) => code.quotationFlow);
    expect(createActor(quotation).getSnapshot()).toMatchObject({
      status: 'error',
      error: new Error('quotation started before its code was loaded.'),
    });

    await loadQuotation();
    const running = createActor(quotation).start();
    expect(running.getSnapshot().value).toBe('idle');
  });

  it('tells which stored apps need the code before their restore', () => {
    expect(runsQuotation({ children: { session: {}, quotation: {} } })).toBe(true);
    expect(runsQuotation({ children: { session: {}, quoteWizard: {} } })).toBe(false);
    // Ready for the hand-over, which starts it in the same step.
    expect(
      runsQuotation({ value: { quotation: 'ready' }, children: { session: {}, quoteWizard: {} } }),
    ).toBe(true);
    expect(
      runsQuotation({
        value: { quotation: 'preloading' },
        children: { session: {}, quoteWizard: {} },
      }),
    ).toBe(false);
  });

  it('restores a stored app’s quotation, with its quotes, once the code is loaded', async () => {
    // The app as the browser runs it: the quotation is the stand-in, on fake insurers.
    const appOnStandIn = () => {
      const fakes = fakeAppMachine();
      const quotation = fakes.machine.implementations.actors.quotation;
      const machine = fakes.machine.provide({
        actors: quotationStandIn(() => ({ quotation: quotation as never })),
      });
      return { ...fakes, machine };
    };
    // The app provider loads it before it restores a stored app that runs the quotation.
    await loadQuotation();
    const storage = memoryStorage();
    const key = 'cotizauto.app';
    const first = appOnStandIn();
    const page = createActor(first.machine, { input: appInput() });
    const persistence = persistActor(page, { storage, key, sanitise: sanitiseAppSnapshot });
    page.start();
    await waitFor(page.getSnapshot().children.session!, (snapshot) => snapshot.matches('ready'));
    await quoteThrough(page);
    first.insurers.answerEvery();
    await flush();
    const quotes = quotationOf(page)!.getSnapshot().context.quotes;
    expect(quotes.length).toBeGreaterThan(0);
    persistence.stop();
    page.stop();

    const again = appOnStandIn();
    const stored = readPersistedSnapshot(again.machine, { storage, key })!;
    expect(runsQuotation(stored)).toBe(true);
    const restored = createRestoredActor(again.machine, { storage, key }, { input: appInput() });
    restored.start();
    expect(restored.getSnapshot().matches({ quote: 'comparing', quotation: 'running' })).toBe(true);
    expect(quotationOf(restored)!.getSnapshot().context.quotes).toEqual(quotes);
    expect(again.insurers.rounds).toEqual([]);
  });
});
