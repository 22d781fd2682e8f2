import fc from 'fast-check';
import { expect, test } from 'vitest';
import { quoteRequest, sendRequest, startQuotation, untilAtRest } from './quotation-support';

const insurers = ['mapfre', 'ana', 'hdi'] as const;

// Whatever order the insurers answer in and whichever fail, the list ends with exactly the
// packages that answered, and the flags follow the round.
test('answers in any order and any failures leave exactly the answered packages', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.shuffledSubarray([...Array(9).keys()], { minLength: 9, maxLength: 9 }),
      fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
      async (order, succeeds) => {
        const { actor, insurers: fake } = startQuotation();
        await sendRequest(actor, quoteRequest(insurers));
        for (const index of order) {
          const call = fake.calls[index]!;
          const { providerCode, body } = call.input;
          if (succeeds[index]) fake.answer(providerCode, body.package);
          else fake.fail(providerCode, body.package);
          await Promise.resolve();
        }
        await untilAtRest(actor);

        const answered = fake.calls
          .filter((_, index) => succeeds[index])
          .map((call) => `${call.input.providerCode}/${call.input.body.package}`);
        const listed = actor
          .getSnapshot()
          .context.quotes.map((q) => `${q.providerCode}/${q.package}`);
        expect(listed.sort()).toEqual(answered.sort());
        expect(actor.getSnapshot().context).toMatchObject({
          quotationInit: false,
          allQuotationsResolved: true,
          oneQuoteWasResolved: answered.length > 0,
          withoutQuotes: answered.length === 0,
        });
        actor.stop();
      },
    ),
    { numRuns: 60 },
  );
});
