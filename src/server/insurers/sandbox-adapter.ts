import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { insurers, type InsurerCode } from '../../domain/insurers/insurers';
import {
  InsurerUnavailableError,
  type EmissionOutcome,
  type EmissionRequest,
  type InsurerAdapter,
  type InsurerQuoteRequest,
  type QuoteOutcome,
} from './adapter';
import { appetiteCaseOf, declineReason } from './appetite';
import { insurerTariffs } from './insurer-tariffs';
import { rateQuote, type RatedQuote } from './rating';
import type { SandboxFault } from './sandbox-settings';

export interface SandboxBehaviour {
  latencyMs: number;
  fault?: SandboxFault;
  slowMs: number;
}

/**
 * A sandbox insurer: it answers after its configured latency with the price of its own tariff
 * (or the reason it declines), and shows the configured fault: 'timeout' never answers,
 * 'error' fails like a broken service, 'slow' answers `slowMs` late, 'garbage' answers its quotes
 * with prices that are not numbers (a service that answers a mangled body),
 * 'emission-error-once' fails the first emission of each quotation. Deterministic: the
 * same request always gets the same answer.
 */
export function createSandboxAdapter(
  insurer: InsurerCode,
  behaviour: SandboxBehaviour,
): InsurerAdapter {
  const tariff = insurerTariffs[insurer];
  const failedEmissions = new Set<string>();
  return {
    insurer,
    async quote(request: InsurerQuoteRequest, signal: AbortSignal): Promise<QuoteOutcome> {
      await answerTime(insurer, behaviour, signal);
      const reason = declineReason(insurer, appetiteCaseOf(request));
      if (reason) return { status: 'declined', reason };
      const quote = rateQuote(tariff, request);
      return {
        status: 'quoted',
        quote: behaviour.fault === 'garbage' ? mangled(quote) : quote,
        validityDays: tariff.quoteValidityDays,
      };
    },
    async emit(request: EmissionRequest, signal: AbortSignal): Promise<EmissionOutcome> {
      await answerTime(insurer, behaviour, signal);
      const { quotationId } = request.record;
      if (behaviour.fault === 'emission-error-once' && !failedEmissions.has(quotationId)) {
        failedEmissions.add(quotationId);
        throw new InsurerUnavailableError(insurer, 'sandbox fault "emission-error-once"');
      }
      if (!insurers[insurer].canEmit)
        return { status: 'rejected', reason: 'La aseguradora no emite pólizas en línea.' };
      return {
        status: 'issued',
        policyNumber: policyNumberFor(insurer, quotationId),
        issuedAt: new Date().toISOString(),
      };
    },
  };
}

async function answerTime(insurer: InsurerCode, behaviour: SandboxBehaviour, signal: AbortSignal) {
  if (behaviour.fault === 'timeout') await neverAnswers(signal);
  const extra = behaviour.fault === 'slow' ? behaviour.slowMs : 0;
  const wait = behaviour.latencyMs + extra;
  if (wait > 0) await sleep(wait, undefined, { signal });
  signal.throwIfAborted();
  if (behaviour.fault === 'error')
    throw new InsurerUnavailableError(insurer, 'sandbox fault "error"');
}

/** What a mangled answer parses to: the prices are gone, the rest looks like a quote. */
function mangled(quote: RatedQuote): RatedQuote {
  return { ...quote, regularPrice: Number.NaN, discountPrice: Number.NaN, firstPayment: -1 };
}

function neverAnswers(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.throwIfAborted();
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** One policy number per quotation, so a repeated emission names the same policy. */
function policyNumberFor(insurer: InsurerCode, quotationId: string): string {
  const digest = createHash('sha256').update(quotationId).digest('hex').slice(0, 10);
  return `${insurer.toUpperCase()}-${digest.toUpperCase()}`;
}
