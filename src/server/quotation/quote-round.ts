import { Readable } from 'node:stream';
import type { InsurerCode } from '../../domain/insurers/insurers';
import type { PackageCode } from '../../domain/coverage/packages';
import type { QuoteRoundLine } from '../../domain/quote/quotation';
import type { QuoteContext } from './quote-context';
import { quoteWithInsurer, type PricedOutcome, type QuoteServices } from './quote-service';
import { inCompletionBatches } from './completion-batches';

export interface QuoteRound {
  context: QuoteContext;
  insurers: readonly InsurerCode[];
  packages: readonly PackageCode[];
  partnerCode: string;
}

/**
 * Quotes every insurer and package at once and answers each as it resolves, one NDJSON line
 * each, then a closing line with the counts: the whole round costs about the slowest
 * insurer's time in one connection. Aborting `signal` (the client left) stops the insurers.
 */
export function streamQuoteRound(
  services: QuoteServices,
  round: QuoteRound,
  signal: AbortSignal,
): Readable {
  const deadline = services.gateway.deadline(signal);
  const tasks = round.insurers.flatMap((insurer) =>
    round.packages.map((pack) =>
      quoteWithInsurer(services, round.context, insurer, pack, round.partnerCode, deadline).catch(
        (error: unknown) => {
          if (signal.aborted) return undefined;
          throw error;
        },
      ),
    ),
  );
  return Readable.from(ndjsonLines(tasks));
}

async function* ndjsonLines(tasks: Promise<PricedOutcome | undefined>[]): AsyncGenerator<string> {
  const counts = { quoted: 0, declined: 0, failed: 0 };
  for await (const outcomes of inCompletionBatches(tasks)) {
    let lines = '';
    for (const outcome of outcomes) {
      if (!outcome) return; // the client left: the round stops
      counts[outcome.status] += 1;
      lines += lineOf(outcome);
    }
    yield lines;
  }
  yield line({ type: 'done', ...counts });
}

function lineOf(outcome: PricedOutcome): string {
  switch (outcome.status) {
    case 'quoted':
      // The quotation's own JSON text, the one stored: { type: 'quotation', quotation }.
      return `{"type":"quotation","quotation":${outcome.quotationJson}}\n`;
    case 'declined':
      return line({ type: 'declined', declined: outcome.declined });
    case 'failed':
      return line({ type: 'failed', failed: outcome.failed });
  }
}

function line(value: QuoteRoundLine): string {
  return `${JSON.stringify(value)}\n`;
}
