import type { InsurerCode } from '../../../src/domain/insurers';
import { packageQuoteOrder } from '../../../src/domain/packages';
import type { Quotation, QuoteRoundLine } from '../../../src/domain/quotation';
import type { QuoteRoundBody } from '../../../machines/quotation/quotation.types';
import { quotationOf } from '../../machines/quotation-support';

/**
 * The streamed quote round of the API client, answered when the test decides: each call of
 * `quoteRound` is one round whose lines the test writes (`answer`, `fail`, `end`).
 */
export function fakeQuoteRound() {
  const rounds: { body: QuoteRoundBody; push: (line: QuoteRoundLine | null) => void }[] = [];
  async function* quoteRound(body: QuoteRoundBody): AsyncGenerator<QuoteRoundLine> {
    const queue: (QuoteRoundLine | null)[] = [];
    let wake = () => {};
    rounds.push({
      body,
      push: (line) => {
        queue.push(line);
        wake();
      },
    });
    for (;;) {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const line = queue.shift();
      if (!line) return;
      yield line;
    }
  }
  const latest = () => {
    const round = rounds.at(-1);
    if (!round) throw new Error('No quote round was requested');
    return round;
  };
  return {
    quoteRound,
    rounds,
    /** Every package of the insurer answers at this price. */
    answer: (code: InsurerCode, price: number, overrides: Partial<Quotation> = {}) =>
      packageQuoteOrder.forEach((pack) =>
        latest().push({
          type: 'quotation',
          quotation: quotationOf(code, pack, { discountPrice: price, ...overrides }),
        }),
      ),
    fail: (code: InsurerCode) =>
      packageQuoteOrder.forEach((pack) =>
        latest().push({
          type: 'failed',
          failed: { providerCode: code, package: pack, code: 'CON-001', message: 'down' },
        }),
      ),
    end: () => latest().push(null),
  };
}
