import { quoteErrorMessage } from '../../domain/quote/quotation';
import { insurerCodes, type InsurerCode } from '../../domain/insurers/insurers';
import { errorCodes, genericMessages } from '../../domain/common/errors';
import type { InsurerAdapter, InsurerQuoteRequest, QuoteOutcome } from './adapter';
import { flawInQuoteAnswer } from './answer-check';
import { createSandboxAdapter } from './sandbox-adapter';
import type { SandboxSettings } from './sandbox-settings';

/** An insurer that did not answer (CON-002), failed or answered garbage (CON-001). */
export interface FailedQuote {
  status: 'failed';
  code: string;
  message: string;
}

export type GatewayOutcome = QuoteOutcome | FailedQuote;

/**
 * When insurer calls give up: the client leaving, or the configured timeout counted from the
 * deadline's making. A round's calls all start at once and share one: a timer and a combined
 * signal a round, not one of each per call (about 4% of a round's CPU).
 */
export interface QuoteDeadline {
  signal: AbortSignal;
  /** The client left: the caller stops, nothing is answered. */
  cancelled(): boolean;
  timedOut(): boolean;
}

export interface InsurerGateway {
  adapters: Readonly<Record<InsurerCode, InsurerAdapter>>;
  /** A deadline starting now, cancelled with `cancelled`. */
  deadline(cancelled: AbortSignal): QuoteDeadline;
  /** Quotes with one insurer, giving up when `deadline` passes or is cancelled. */
  quote(
    insurer: InsurerCode,
    request: InsurerQuoteRequest,
    deadline: QuoteDeadline,
  ): Promise<GatewayOutcome>;
}

/** Where the gateway reports an insurer's failure (the app's logger). */
export interface FailureLog {
  warn(details: object, message: string): void;
}

export function createInsurerGateway(
  settings: SandboxSettings,
  log: FailureLog,
  adapters: Readonly<Record<InsurerCode, InsurerAdapter>> = sandboxAdapters(settings),
): InsurerGateway {
  return {
    adapters,
    deadline(cancelled) {
      const timeout = AbortSignal.timeout(settings.timeoutMs);
      return {
        signal: AbortSignal.any([cancelled, timeout]),
        cancelled: () => cancelled.aborted,
        timedOut: () => timeout.aborted,
      };
    },
    async quote(insurer, request, deadline) {
      try {
        const outcome = await adapters[insurer].quote(request, deadline.signal);
        const flaw = flawInQuoteAnswer(outcome);
        if (!flaw) return outcome;
        log.warn({ insurer, flaw }, 'insurer answered garbage');
        return quoteFailed;
      } catch (error) {
        if (deadline.cancelled()) throw error;
        const timedOut = deadline.timedOut();
        log.warn({ insurer, err: error, timedOut }, 'insurer quote failed');
        return timedOut
          ? {
              status: 'failed',
              code: errorCodes.upstreamTimeout,
              message: genericMessages.upstreamTimeout,
            }
          : quoteFailed;
      }
    },
  };
}

const quoteFailed: FailedQuote = {
  status: 'failed',
  code: errorCodes.upstreamUnavailable,
  message: quoteErrorMessage,
};

function sandboxAdapters(settings: SandboxSettings): Record<InsurerCode, InsurerAdapter> {
  return Object.fromEntries(
    insurerCodes.map((code) => [
      code,
      createSandboxAdapter(code, {
        latencyMs: settings.latencyMs[code],
        fault: settings.faults[code],
        slowMs: settings.slowMs,
      }),
    ]),
  ) as Record<InsurerCode, InsurerAdapter>;
}
