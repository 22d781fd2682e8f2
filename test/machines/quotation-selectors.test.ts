import { describe, expect, test } from 'vitest';
import {
  selectCheapestQuote,
  selectIsWaitingForFirstQuote,
  selectLifecycle,
  selectOfferCountdown,
  selectQuotesOfPackage,
  selectWithoutQuotesMessage,
} from '../../machines/quotation/quotation.selectors';
import {
  fakeInsurers,
  fakeVersions,
  flush,
  quoteRequest,
  sendRequest,
  startQuotation,
  untilAtRest,
} from './quotation-support';

describe('quotation selectors', () => {
  test('the loader shows until the first answer; cards come cheapest first', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['ana', 'hdi']));
    expect(selectIsWaitingForFirstQuote(actor.getSnapshot())).toBe(true);
    expect(selectCheapestQuote(actor.getSnapshot())).toBeNull();
    insurers.answer('hdi', 0, { discountPrice: 9_500 });
    await flush();
    expect(selectIsWaitingForFirstQuote(actor.getSnapshot())).toBe(false);
    expect(selectOfferCountdown(actor.getSnapshot())).toBeNull();
    insurers.answer('ana', 0, { discountPrice: 8_700 });
    await flush();
    const cards = selectQuotesOfPackage(0)(actor.getSnapshot());
    expect(cards.map((card) => [card.providerCode, card.discountPrice])).toEqual([
      ['ana', 8_700],
      ['hdi', 9_500],
    ]);
    expect(selectCheapestQuote(actor.getSnapshot())).toMatchObject({
      providerCode: 'ana',
      discountPrice: 8_700,
    });
  });

  test('the results show the countdown in days, hours and minutes, and the flags', async () => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(['hdi']));
    const soon = new Date(Date.now() + 65_500).toISOString();
    for (const pack of [0, 1, 2] as const) insurers.answer('hdi', pack, { expiresAt: soon });
    await untilAtRest(actor);
    expect(selectOfferCountdown(actor.getSnapshot())).toEqual({
      wording: 'offer',
      days: 0,
      hours: 0,
      minutes: 2,
    });
    expect(selectLifecycle(actor.getSnapshot())).toEqual({
      quotationInit: false,
      oneQuoteWasResolved: true,
      allQuotationsResolved: true,
      withoutQuotes: false,
    });
  });

  test.each([
    // Without the spec's promise of a call: an anonymous visitor left no contact.
    ['every quote failed', ['hdi'] as const, 'Lo sentimos, ha ocurrido un Error de cotización.'],
    ['no insurer quotes there', [] as const, 'No providers available for the vehicle selected'],
  ])('%s: the spec’s message', async (_, supported, message) => {
    const { actor, insurers } = startQuotation();
    await sendRequest(actor, quoteRequest(supported));
    insurers.calls.forEach((call) => call.reject(new Error('down')));
    await untilAtRest(actor);
    expect(selectWithoutQuotesMessage(actor.getSnapshot())).toBe(message);
  });

  test('an unknown vehicle: the message with the contact address', async () => {
    const { actor } = startQuotation(fakeInsurers(), fakeVersions([]));
    await sendRequest(actor, quoteRequest(['hdi'], { inputs: { versionId: undefined } }));
    await untilAtRest(actor);
    expect(selectWithoutQuotesMessage(actor.getSnapshot())).toBe(
      'Lo sentimos, no encontramos tu vehículo. Para más información escríbenos a contacto@cotizauto.mx.',
    );
  });
});
