import { afterEach, describe, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Version } from '../../src/domain/vehicle/vehicle-catalog';
import {
  selectPackageChoices,
  selectPolicyTerms,
  selectQuoteRestriction,
} from '../../machines/quotation/policy-terms.selectors';
import {
  initialCustomisation,
  withSpecialCover,
} from '../../src/domain/coverage/customise-filters';
import {
  selectCanBeSelected,
  selectCustomisePanel,
  selectHasUnappliedEdits,
  selectHeldLeave,
  selectUpdatingQuoteIds,
} from '../../machines/quotation/quotation.selectors';
import {
  fakeInsurers,
  fakeVersions,
  flush,
  quotationOf,
  quoteInputs,
  quoteRequest,
  sendRequest,
  startQuotation,
  versions,
  untilAtRest,
  type QuotationActor,
} from './quotation-support';

const listed = (actor: ReturnType<typeof startQuotation>['actor']) =>
  actor.getSnapshot().context.quotes.map((quote) => `${quote.providerCode}/${quote.package}`);

describe('a quote round', () => {
  test('requests each insurer’s packages in the order comprehensive, third-party, liability', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['mapfre', 'ana', 'hdi']));
    expect(insurers.requested()).toEqual([
      'mapfre/0',
      'mapfre/1',
      'mapfre/2',
      'ana/0',
      'ana/1',
      'ana/2',
      'hdi/0',
      'hdi/1',
      'hdi/2',
    ]);
    expect(insurers.calls[0]?.input.body).toMatchObject({
      versionId: 'v-8',
      model: 2019,
      postalCode: '06600',
      personType: 'natural',
      gender: 'female',
      birthdate: '1990-05-20',
      paymentFrequency: 0,
      validity: 1,
      indemnityValue: 'commercial',
      package: 0,
    });
  });

  test('sets the lifecycle flags: init, first answer, all settled, init cleared', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['hdi']));
    expect(actor.getSnapshot().context).toMatchObject({
      quotationInit: true,
      oneQuoteWasResolved: false,
      allQuotationsResolved: false,
    });

    insurers.answer('hdi', 0);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ comparing: 'quoting' });
    expect(actor.getSnapshot().context).toMatchObject({
      quotationInit: true,
      oneQuoteWasResolved: true,
      allQuotationsResolved: false,
    });

    insurers.answer('hdi', 1);
    insurers.answer('hdi', 2);
    await untilAtRest(actor);
    expect(actor.getSnapshot().matches({ comparing: 'results' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      quotationInit: false,
      oneQuoteWasResolved: true,
      allQuotationsResolved: true,
      withoutQuotes: false,
      withoutQuotesReason: null,
    });
  });

  test('a failure does not count as a resolved quote', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['hdi']));
    insurers.fail('hdi', 0);
    await flush();
    expect(actor.getSnapshot().context.oneQuoteWasResolved).toBe(false);
  });

  test('when every insurer fails the round ends without quotes', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['ana']));
    insurers.fail('ana', 0);
    insurers.fail('ana', 1);
    insurers.fail('ana', 2);
    await untilAtRest(actor);
    expect(actor.getSnapshot().matches({ comparing: 'withoutQuotes' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      withoutQuotes: true,
      withoutQuotesReason: 'quoteError',
      allQuotationsResolved: true,
      quotationInit: false,
      quotes: [],
    });
  });

  test('a round with no insurer left ends at once without quotes', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['mapfre', 'gnp'], { policy: { validity: 3 } }));
    expect(insurers.requested()).toEqual([]);
    expect(actor.getSnapshot().matches({ comparing: 'withoutQuotes' })).toBe(true);
    expect(actor.getSnapshot().context.withoutQuotesReason).toBe('noProviders');
  });

  test('a failed quote removes only that insurer’s package', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['mapfre']));
    insurers.answer('mapfre', 0);
    insurers.fail('mapfre', 1);
    insurers.answer('mapfre', 2);
    await untilAtRest(actor);
    expect(listed(actor)).toEqual(['mapfre/0', 'mapfre/2']);
  });
});

describe('the version quoted', () => {
  test('without a version the entry trim (lowest insured value) is quoted and shown as chosen', async () => {
    const { actor, insurers } = startQuotation(
      fakeInsurers(),
      fakeVersions([
        { id: 'v-9', description: 'EXCLUSIVE 1.6 CVT', modelId: 'm-2019', insuredValue: 290_000 },
        ...versions,
      ]),
    );
    actor.send(quoteRequest(['hdi'], { inputs: { versionId: undefined } }));
    expect(actor.getSnapshot().context.quotationInit).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.versions).toHaveLength(3);
    expect(actor.getSnapshot().context.versionId).toBe('v-7');
    expect(insurers.calls.map((call) => call.input.body.versionId)).toEqual(['v-7', 'v-7', 'v-7']);
  });

  test('a new request for the same model keeps the buyer’s version; another model chooses afresh', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['hdi'], { inputs: { versionId: undefined } }));
    actor.send({ type: 'quotation.changeVersion', versionId: 'v-8' });
    await sendRequest(
      actor,
      quoteRequest(['hdi'], { inputs: { versionId: undefined, postalCode: '44100' } }),
    );
    expect(insurers.rounds.at(-1)?.body).toMatchObject({ versionId: 'v-8', postalCode: '44100' });
    await sendRequest(
      actor,
      quoteRequest(['hdi'], { inputs: { versionId: undefined, modelId: 'm-2020' } }),
    );
    expect(insurers.rounds.at(-1)?.body.versionId).toBe('v-7');
  });

  test('a request that brings the model’s versions (the wizard listed them) quotes at once, the entry trim chosen', () => {
    const listed: Version[] = [
      { id: 'v-9', description: 'EXCLUSIVE 1.6 CVT', modelId: 'm-2019', insuredValue: 290_000 },
      ...versions,
    ];
    let listsAsked = 0;
    const { actor, insurers } = startQuotation(
      fakeInsurers(),
      fromPromise<Version[], { modelId: string }>(async () => {
        listsAsked += 1;
        return versions;
      }),
    );
    actor.send(quoteRequest(['hdi'], { inputs: { versionId: undefined }, versions: listed }));
    // No wait: the round is asked for in the same step as the request.
    expect(actor.getSnapshot().matches({ comparing: 'quoting' })).toBe(true);
    expect(insurers.rounds.map((round) => round.body.versionId)).toEqual(['v-7']);
    expect(actor.getSnapshot().context).toMatchObject({ versions: listed, versionId: 'v-7' });
    expect(listsAsked).toBe(0);
  });

  test('a model without versions ends without quotes', async () => {
    const { actor, insurers } = startQuotation(fakeInsurers(), fakeVersions([]));
    await sendRequest(actor, quoteRequest(['hdi'], { inputs: { versionId: undefined } }));
    await untilAtRest(actor);
    expect(insurers.calls).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({
      withoutQuotes: true,
      quotationInit: false,
    });
  });

  test('choosing another version re-quotes with it', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['hdi']));
    actor.send({ type: 'quotation.changeVersion', versionId: 'v-7' });
    expect(insurers.calls.slice(3).map((call) => call.input.body.versionId)).toEqual([
      'v-7',
      'v-7',
      'v-7',
    ]);
  });

  test('a saved quote’s named version loads its model’s versions and stays chosen', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['hdi'], { inputs: { versionId: 'v-8' } }));
    expect(actor.getSnapshot().context).toMatchObject({ versions, versionId: 'v-8' });
    expect(insurers.rounds[0]?.body.versionId).toBe('v-8');
    actor.send({ type: 'quotation.changeVersion', versionId: 'v-7' });
    expect(insurers.rounds.at(-1)?.body.versionId).toBe('v-7');
  });

  test('a named version the list lacks, or a list that fails, still quotes that version', async () => {
    const lacking = startQuotation(fakeInsurers(), fakeVersions(versions.slice(0, 1)));
    await sendRequest(lacking.actor, quoteRequest(['hdi'], { inputs: { versionId: 'v-8' } }));
    expect(lacking.actor.getSnapshot().context).toMatchObject({
      versions: versions.slice(0, 1),
      versionId: 'v-8',
    });
    expect(lacking.insurers.rounds[0]?.body.versionId).toBe('v-8');

    const failing = startQuotation(
      fakeInsurers(),
      fromPromise<Version[], { modelId: string }>(() =>
        Promise.reject(new Error('catalogue down')),
      ),
    );
    await sendRequest(failing.actor, quoteRequest(['hdi'], { inputs: { versionId: 'v-8' } }));
    expect(failing.actor.getSnapshot().context).toMatchObject({ versions: [], versionId: 'v-8' });
    expect(failing.insurers.rounds[0]?.body.versionId).toBe('v-8');
  });
});

describe('cancellation', () => {
  test('a new round aborts the round in flight and drops its late answers', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['mapfre']));
    insurers.answer('mapfre', 0);
    await flush();
    const firstRound = insurers.calls.slice(0, 3);

    await sendRequest(actor, quoteRequest(['hdi']));
    expect(firstRound.map((call) => call.signal.aborted)).toEqual([true, true, true]);
    expect(actor.getSnapshot().context).toMatchObject({
      quotes: [],
      quotationInit: true,
      oneQuoteWasResolved: false,
    });

    const late = { round: insurers.rounds[0]!.round };
    actor.send({ type: 'quotation.quoteAnswered', ...late, quotation: quotationOf('mapfre', 1) });
    actor.send({ type: 'quotation.roundEnded', ...late });
    insurers.answer('hdi', 0);
    await flush();
    expect(listed(actor)).toEqual(['hdi/0']);
    expect(actor.getSnapshot().context.pending).toHaveLength(2);
  });

  test('a full round is one streamed request for every insurer and allowed package', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(
      actor,
      quoteRequest(['mapfre', 'ana', 'hdi'], { policy: { paymentFrequency: 3 } }),
    );
    expect(insurers.rounds).toHaveLength(1);
    expect(insurers.rounds[0]?.body).toMatchObject({
      providers: ['mapfre', 'ana', 'hdi'],
      versionId: 'v-8',
      paymentFrequency: 3,
    });
    expect(insurers.rounds[0]?.body).not.toHaveProperty('package');
  });

  test('names the insurers that failed or never answered, and asks only them again', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(
      actor,
      quoteRequest(['mapfre', 'ana', 'hdi'], { policy: { hasCoveragesEdited: true } }),
    );
    insurers.answer('mapfre', 0);
    insurers.failToAnswer('hdi', 0);
    actor.send({ type: 'quotation.roundEnded', round: insurers.rounds[0]!.round });
    await untilAtRest(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      askedInsurers: ['mapfre', 'ana', 'hdi'],
      unanswered: ['ana', 'hdi'],
    });

    actor.send({ type: 'quotation.askAgain' });
    expect(insurers.rounds[1]?.body.providers).toEqual(['ana', 'hdi']);
    expect(listed(actor)).toEqual(['mapfre/0']);
    insurers.answer('ana', 0);
    insurers.answer('hdi', 0);
    await untilAtRest(actor);
    expect(listed(actor).sort()).toEqual(['ana/0', 'hdi/0', 'mapfre/0']);
    expect(actor.getSnapshot().context).toMatchObject({
      askedInsurers: ['mapfre', 'ana', 'hdi'],
      unanswered: [],
    });
  });

  test('a declined package is not named as unanswered, and nothing is asked again', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(
      actor,
      quoteRequest(['mapfre', 'hdi'], { policy: { hasCoveragesEdited: true } }),
    );
    insurers.answer('mapfre', 0);
    insurers.fail('hdi', 0);
    await untilAtRest(actor);
    expect(actor.getSnapshot().context.unanswered).toEqual([]);
    actor.send({ type: 'quotation.askAgain' });
    expect(insurers.rounds).toHaveLength(1);
  });

  test('when the stream ends, the packages that did not answer are dropped', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['mapfre', 'hdi']));
    insurers.answer('mapfre', 0);
    insurers.answer('hdi', 2);
    actor.send({ type: 'quotation.roundEnded', round: insurers.rounds[0]!.round });
    await untilAtRest(actor);
    expect(listed(actor)).toEqual(['mapfre/0', 'hdi/2']);
    expect(actor.getSnapshot().context).toMatchObject({
      allQuotationsResolved: true,
      quotationInit: false,
      pending: [],
    });
  });

  test('an answer from an actor that is not in the round is ignored', async () => {
    const { actor } = startQuotation();
    await sendRequest(actor, quoteRequest(['hdi']));
    actor.send({
      type: 'xstate.done.actor.quote.0.hdi.0',
      actorId: 'quote.0.hdi.0',
      output: quotationOf('hdi', 0),
    });
    expect(actor.getSnapshot().context.quotes).toEqual([]);
    expect(actor.getSnapshot().context.pending).toHaveLength(3);
  });

  test('reset stops the round and forgets every quote', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['hdi']));
    insurers.answer('hdi', 0);
    await flush();
    actor.send({ type: 'quotation.reset' });
    expect(insurers.calls.slice(1).every((call) => call.signal.aborted)).toBe(true);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ quotes: [], quotationInit: false });
  });
});

describe('re-quoting the selected provider', () => {
  async function withHdiSelected() {
    const quotation = startQuotation();
    await sendRequest(quotation.actor, quoteRequest(['ana', 'hdi']));
    quotation.insurers.answerEvery();
    await untilAtRest(quotation.actor);
    quotation.actor.send({ type: 'quotation.select', providerCode: 'hdi', package: 0 });
    return quotation;
  }

  test('exactly one provider with a selection re-quotes only that provider and keeps the rest', async () => {
    const { actor, insurers } = await withHdiSelected();
    const made = insurers.calls.length;
    await sendRequest(actor, quoteRequest(['hdi']));
    expect(insurers.requested(made)).toEqual(['hdi/0', 'hdi/1', 'hdi/2']);
    expect(listed(actor).filter((slot) => slot.startsWith('ana'))).toHaveLength(3);
    expect(actor.getSnapshot().context.selectedQuotation?.providerCode).toBe('hdi');
  });

  test('the new quote for the same provider and package replaces the old one in place', async () => {
    const { actor, insurers } = await withHdiSelected();
    const position = listed(actor).indexOf('hdi/0');
    await sendRequest(actor, quoteRequest(['hdi']));
    const fresh = insurers.answer('hdi', 0, { discountPrice: 9_000 });
    await flush();
    const { quotes, selectedQuotation } = actor.getSnapshot().context;
    expect(quotes.filter((q) => q.providerCode === 'hdi' && q.package === 0)).toEqual([fresh]);
    expect(listed(actor).indexOf('hdi/0')).toBe(position);
    expect(selectedQuotation).toEqual(fresh);
  });

  test('a payment-frequency change re-quotes the selected provider with it', async () => {
    const { actor, insurers } = await withHdiSelected();
    await sendRequest(actor, quoteRequest(['hdi']));
    insurers.answerEvery(6);
    await untilAtRest(actor);
    const made = insurers.calls.length;
    actor.send({ type: 'quotation.changePolicy', policy: { paymentFrequency: 3 } });
    expect(insurers.requested(made)).toEqual(['hdi/0', 'hdi/1', 'hdi/2']);
    expect(insurers.calls[made]?.input.body.paymentFrequency).toBe(3);
  });

  test('a failed re-quote of the selected package drops the selection', async () => {
    const { actor, insurers } = await withHdiSelected();
    await sendRequest(actor, quoteRequest(['hdi']));
    insurers.fail('hdi', 0);
    await flush();
    expect(actor.getSnapshot().context.selectedQuotation).toBeNull();
  });

  test('several providers make a full round that clears the list and the selection', async () => {
    const { actor, insurers } = await withHdiSelected();
    const made = insurers.calls.length;
    await sendRequest(actor, quoteRequest(['ana', 'hdi']));
    expect(insurers.requested(made)).toHaveLength(6);
    expect(actor.getSnapshot().context).toMatchObject({ quotes: [], selectedQuotation: null });
  });
});

describe('restrictions and blacklist', () => {
  const all = ['mapfre', 'gds', 'ana', 'hdi', 'sura'] as const;

  test.each([
    ['a multi-year validity', { validity: 3 as const }],
    ['invoice compensation', { indemnityValue: 'invoice' as const }],
  ])('%s quotes the comprehensive package of ana and hdi only', async (_, policy) => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(all));
    insurers.answerEvery();
    await untilAtRest(actor);
    actor.send({ type: 'quotation.showPackage', package: 2 });
    const made = insurers.calls.length;

    actor.send({ type: 'quotation.changePolicy', policy });
    expect(insurers.requested(made)).toEqual(['ana/0', 'hdi/0']);
    expect(actor.getSnapshot().context.currentPackage).toBe(0);
  });

  test('a multi-year term shows Amplia only: another package cannot be shown, and says so', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(all));
    insurers.answerEvery();
    await untilAtRest(actor);
    actor.send({ type: 'quotation.changePolicy', policy: { validity: 2 } });
    actor.send({ type: 'quotation.showPackage', package: 1 });
    expect(actor.getSnapshot().context.currentPackage).toBe(0);
    expect(selectPackageChoices(actor.getSnapshot()).map((pack) => pack.offered)).toEqual([
      true,
      false,
      false,
    ]);
    expect(selectQuoteRestriction(actor.getSnapshot())).toEqual({
      insurers: ['ana', 'hdi'],
      packages: [0],
      coveragesEdited: false,
    });
  });

  test('multi-year and Valor Factura are refused where neither ana nor hdi quotes', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['mapfre', 'gnp', 'ana'], { blacklist: ['ana'] }));
    insurers.answerEvery();
    await untilAtRest(actor);
    const made = insurers.calls.length;
    actor.send({ type: 'quotation.changePolicy', policy: { validity: 4 } });
    actor.send({ type: 'quotation.changePolicy', policy: { indemnityValue: 'invoice' } });
    expect(insurers.calls.length).toBe(made);
    expect(actor.getSnapshot().context.policy).toMatchObject({
      validity: 1,
      indemnityValue: 'commercial',
    });
    const terms = selectPolicyTerms(actor.getSnapshot());
    expect(terms.validities.filter((option) => option.offered)).toEqual([
      { validity: 1, offered: true },
    ]);
    expect(terms.indemnityValues.map((option) => option.offered)).toEqual([
      true,
      true,
      true,
      false,
    ]);

    // Valor Convenido is quoted by every insurer.
    actor.send({ type: 'quotation.changePolicy', policy: { indemnityValue: 'agreed' } });
    expect(insurers.requested(made)).toEqual([
      'mapfre/0',
      'mapfre/1',
      'mapfre/2',
      'gnp/0',
      'gnp/1',
      'gnp/2',
    ]);
  });

  test('edited coverages quote the comprehensive package of every insurer', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(all, { policy: { hasCoveragesEdited: true } }));
    expect(insurers.requested()).toEqual(['mapfre/0', 'gds/0', 'ana/0', 'hdi/0', 'sura/0']);
  });

  test('blacklisted providers are not quoted', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(
      actor,
      quoteRequest(all, { policy: { hasCoveragesEdited: true }, blacklist: ['mapfre'] }),
    );
    expect(insurers.requested()).toEqual(['gds/0', 'ana/0', 'hdi/0', 'sura/0']);
  });

  test('insurer codes the machine does not know are left out', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(
      actor,
      quoteRequest(['hdi'], { inputs: { supportedInsurers: ['hdi', 'zurich'] } }),
    );
    expect(insurers.requested()).toEqual(['hdi/0', 'hdi/1', 'hdi/2']);
  });
});

describe("'Personaliza tu póliza'", () => {
  const original = initialCustomisation();
  const quoted = async () => {
    const started = startQuotation();
    await sendRequest(started.actor, quoteRequest(['hdi']));
    started.insurers.answerEvery();
    await untilAtRest(started.actor);
    return started;
  };
  const panelOf = (actor: QuotationActor) => selectCustomisePanel(actor.getSnapshot());

  test('edits stay in the panel until applied; applying re-prices with them and keeps the cards listed as updating', async () => {
    const { actor, insurers } = await quoted();
    actor.send({ type: 'quotation.openCustomise' });
    actor.send({ type: 'quotation.editFilter', filter: 'deductibleDamage', value: 10 });
    actor.send({ type: 'quotation.switchFilter', filter: 'legalDefense', on: false });
    actor.send({ type: 'quotation.switchCover', cover: 'tires', on: true });
    expect(insurers.calls).toHaveLength(3);
    expect(panelOf(actor).draft.filters).toMatchObject({
      deductibleDamage: 10,
      legalDefense: false,
    });
    expect(actor.getSnapshot().context.customisation).toEqual(original);

    actor.send({ type: 'quotation.applyFilters' });
    expect(panelOf(actor).opened).toBe(false);
    // Edited coverages quote the first package only, as the spec says.
    const repriced = insurers.calls.slice(3).map((call) => call.input.body);
    expect(repriced).toHaveLength(1);
    expect(repriced[0]).toMatchObject({ package: 0, hasCoveragesEdited: true });
    expect(repriced[0]?.filters).toMatchObject({ deductibleDamage: 10, legalDefense: false });
    expect(repriced[0]?.specialCovers).toMatchObject({ tires: true, windowPanes: false });
    expect(listed(actor)).toEqual(['hdi/0']);
    expect(selectUpdatingQuoteIds(actor.getSnapshot())).toHaveLength(1);
    insurers.answer('hdi', 0);
    expect(selectUpdatingQuoteIds(actor.getSnapshot())).toHaveLength(0);
  });

  test('a package that fails while re-priced is dropped', async () => {
    const { actor, insurers } = await quoted();
    actor.send({ type: 'quotation.openCustomise' });
    actor.send({ type: 'quotation.editFilter', filter: 'deductibleDamage', value: 10 });
    actor.send({ type: 'quotation.applyFilters' });
    insurers.fail('hdi', 0);
    await untilAtRest(actor);
    expect(listed(actor)).toEqual([]);
  });

  test('reset re-prices with the values the quote was requested with', async () => {
    const { actor, insurers } = await quoted();
    actor.send({ type: 'quotation.openCustomise' });
    actor.send({ type: 'quotation.editFilter', filter: 'thirdDamages', value: 2_000_000 });
    actor.send({ type: 'quotation.applyFilters' });
    insurers.answerEvery(3);
    await untilAtRest(actor);

    actor.send({ type: 'quotation.openCustomise' });
    expect(panelOf(actor).draft.filters.thirdDamages).toBe(2_000_000);
    actor.send({ type: 'quotation.resetFilters' });
    expect(actor.getSnapshot().context.customisation).toEqual(original);
    expect(panelOf(actor)).toMatchObject({ opened: false, draft: original });
    // Back to the original coverages: every package again.
    expect(insurers.calls.slice(4).map((call) => call.input.body.filters)).toEqual([
      original.filters,
      original.filters,
      original.filters,
    ]);
  });

  test('reset with nothing applied only discards the edits, and cannot be pressed with none', async () => {
    const { actor, insurers } = await quoted();
    actor.send({ type: 'quotation.openCustomise' });
    expect(panelOf(actor)).toMatchObject({ canApply: false, canReset: false });
    actor.send({ type: 'quotation.switchCover', cover: 'windowPanes', on: true });
    expect(panelOf(actor)).toMatchObject({ canApply: true, canReset: true });
    actor.send({ type: 'quotation.resetFilters' });
    expect(panelOf(actor)).toMatchObject({ opened: true, draft: original, canReset: false });
    expect(insurers.calls).toHaveLength(3);
  });

  test('the original values are those the quote was requested with', async () => {
    const { actor, insurers } = startQuotation();
    const requested = withSpecialCover(original, 'tires', true);
    await sendRequest(actor, quoteRequest(['hdi'], { customisation: requested }));
    actor.send({ type: 'quotation.openCustomise' });
    actor.send({ type: 'quotation.switchCover', cover: 'tires', on: false });
    actor.send({ type: 'quotation.applyFilters' });
    actor.send({ type: 'quotation.resetFilters' });
    expect(insurers.calls.at(-1)?.input.body.specialCovers).toMatchObject({ tires: true });
  });

  test('a value a filter does not offer, or an edit with the panel closed, changes nothing', async () => {
    const { actor } = await quoted();
    actor.send({ type: 'quotation.editFilter', filter: 'deductibleDamage', value: 10 });
    actor.send({ type: 'quotation.openCustomise' });
    actor.send({ type: 'quotation.editFilter', filter: 'deductibleDamage', value: 7 });
    expect(panelOf(actor).draft).toEqual(original);
  });

  test('closing with unapplied edits asks first; continuing loses them, cancelling keeps them', async () => {
    const { actor } = await quoted();
    actor.send({ type: 'quotation.openCustomise' });
    actor.send({ type: 'quotation.closeCustomise' });
    expect(panelOf(actor).opened).toBe(false);

    actor.send({ type: 'quotation.openCustomise' });
    actor.send({ type: 'quotation.editFilter', filter: 'theftDeductible', value: 5 });
    expect(selectHasUnappliedEdits(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'quotation.closeCustomise' });
    expect(panelOf(actor)).toMatchObject({ opened: true, askingBeforeLeaving: true });
    actor.send({ type: 'quotation.cancelLeave' });
    expect(panelOf(actor)).toMatchObject({ opened: true, askingBeforeLeaving: false });
    expect(panelOf(actor).draft.filters.theftDeductible).toBe(5);

    actor.send({ type: 'quotation.closeCustomise' });
    actor.send({ type: 'quotation.confirmLeave' });
    expect(panelOf(actor)).toMatchObject({ opened: false, draft: original });
    expect(selectHasUnappliedEdits(actor.getSnapshot())).toBe(false);
  });

  describe('a back or forward move the page holds', () => {
    const heldLeaveOf = (actor: QuotationActor) => selectHeldLeave(actor.getSnapshot());

    /** The panel open with the theft deductible edited and not applied. */
    async function editing() {
      const { actor } = await quoted();
      actor.send({ type: 'quotation.openCustomise' });
      actor.send({ type: 'quotation.editFilter', filter: 'theftDeductible', value: 5 });
      return actor;
    }

    test('goes on at once when nothing is left unapplied', async () => {
      const { actor } = await quoted();
      actor.send({ type: 'quotation.openCustomise' });
      actor.send({ type: 'quotation.leaveHeld' });
      expect(heldLeaveOf(actor)).toBe('proceed');
      expect(panelOf(actor).askingBeforeLeaving).toBe(false);
      actor.send({ type: 'quotation.leaveSettled' });
      expect(heldLeaveOf(actor)).toBeUndefined();
    });

    test('with unapplied edits waits while the panel asks; Continuar makes the move, losing them', async () => {
      const actor = await editing();
      actor.send({ type: 'quotation.leaveHeld' });
      expect(panelOf(actor)).toMatchObject({ opened: true, askingBeforeLeaving: true });
      expect(heldLeaveOf(actor)).toBeUndefined();

      actor.send({ type: 'quotation.confirmLeave' });
      expect(heldLeaveOf(actor)).toBe('proceed');
      expect(panelOf(actor)).toMatchObject({ opened: false, draft: original });
    });

    test('Cancelar drops the move and keeps the edits; the next move asks again', async () => {
      const actor = await editing();
      actor.send({ type: 'quotation.leaveHeld' });
      actor.send({ type: 'quotation.cancelLeave' });
      expect(heldLeaveOf(actor)).toBe('reset');
      expect(panelOf(actor)).toMatchObject({ opened: true, askingBeforeLeaving: false });
      expect(panelOf(actor).draft.filters.theftDeductible).toBe(5);

      actor.send({ type: 'quotation.leaveSettled' });
      expect(heldLeaveOf(actor)).toBeUndefined();
      actor.send({ type: 'quotation.leaveHeld' });
      expect(panelOf(actor).askingBeforeLeaving).toBe(true);
      expect(heldLeaveOf(actor)).toBeUndefined();
    });

    test('the panel closed with ✕ asks for no move (Cancelar tells the page nothing); a move held then waits for the same answer', async () => {
      const actor = await editing();
      actor.send({ type: 'quotation.closeCustomise' });
      actor.send({ type: 'quotation.cancelLeave' });
      expect(heldLeaveOf(actor)).toBeUndefined();

      actor.send({ type: 'quotation.closeCustomise' });
      actor.send({ type: 'quotation.leaveHeld' });
      expect(heldLeaveOf(actor)).toBeUndefined();
      actor.send({ type: 'quotation.confirmLeave' });
      expect(heldLeaveOf(actor)).toBe('proceed');
    });
  });

  test('nothing happens before any quote', async () => {
    const { actor, insurers } = startQuotation();
    actor.send({ type: 'quotation.openCustomise' });
    actor.send({ type: 'quotation.applyFilters' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(insurers.calls).toEqual([]);
  });
});

describe('the offer countdown', () => {
  afterEach(() => vi.useRealTimers());

  test('moves the countdown when the minutes it shows change, then shows the offer expired', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') });
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['hdi']));
    insurers.answer('hdi', 0, { expiresAt: '2026-11-23T10:05:00Z' });
    insurers.answer('hdi', 1, { expiresAt: '2026-11-23T10:02:30Z' });
    insurers.answer('hdi', 2, { expiresAt: '2026-11-23T10:10:00Z' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({
      offerExpiresAt: '2026-11-23T10:02:30.000Z',
      offerSecondsLeft: 150,
    });

    // The page shows 3 minutes until 2:00 is left: a tick in between changes nothing.
    const showingThreeMinutes = actor.getSnapshot();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(actor.getSnapshot()).toBe(showingThreeMinutes);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().context.offerSecondsLeft).toBe(120);
    expect(actor.getSnapshot().matches({ comparing: { results: 'offerRunning' } })).toBe(true);

    await vi.advanceTimersByTimeAsync(120_000);
    expect(actor.getSnapshot().context.offerSecondsLeft).toBe(0);
    expect(actor.getSnapshot().matches({ comparing: { results: 'offerExpired' } })).toBe(true);
  });
});

describe('selecting a quotation (only emit-enabled insurers sell)', () => {
  test('selecting a listed quote of an emitting insurer selects it and announces it', async () => {
    const { actor, insurers, selections } = startQuotation();
    await sendRequest(actor, quoteRequest(['gds']));
    const chosen = insurers.answer('gds', 1);
    await flush();
    actor.send({ type: 'quotation.select', providerCode: 'gds', package: 1 });
    expect(actor.getSnapshot().context.selectedQuotation).toEqual(chosen);
    expect(selections).toHaveLength(1);
    expect(selections[0]).toMatchObject({
      quotation: chosen,
      inputs: { ...quoteInputs, supportedInsurers: ['gds'] },
      quoteRequest: { postalCode: quoteInputs.postalCode, package: 1 },
    });
  });

  test('a quote that is not listed cannot be selected', async () => {
    const { actor, selections } = startQuotation();
    await sendRequest(actor, quoteRequest(['gds']));
    actor.send({ type: 'quotation.select', providerCode: 'gds', package: 1 });
    expect(actor.getSnapshot().context.selectedQuotation).toBeNull();
    expect(selections).toEqual([]);
  });

  test('a listed quote of an insurer that cannot emit (ana) is refused, and its card offers no Seleccionar', async () => {
    const { actor, insurers, selections } = startQuotation();
    await sendRequest(actor, quoteRequest(['ana', 'hdi']));
    insurers.answerEvery();
    await untilAtRest(actor);
    const ana = { providerCode: 'ana', package: 0 } as const;
    expect(selectCanBeSelected(ana)(actor.getSnapshot())).toBe(false);
    expect(selectCanBeSelected({ providerCode: 'hdi', package: 0 })(actor.getSnapshot())).toBe(
      true,
    );
    actor.send({ type: 'quotation.select', ...ana });
    expect(actor.getSnapshot().context.selectedQuotation).toBeNull();
    expect(selections).toEqual([]);
  });
});

test('the quote inputs reach every request unchanged', async () => {
  const { actor, insurers } = startQuotation();
  await sendRequest(actor, quoteRequest(['hdi'], { promoCode: 'BIENVENIDA' }));
  expect(insurers.calls[2]?.input).toMatchObject({
    providerCode: 'hdi',
    body: { postalCode: quoteInputs.postalCode, promoCode: 'BIENVENIDA', package: 2 },
  });
});
