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

export interface InsurerGateway {
  adapters: Readonly<Record<InsurerCode, InsurerAdapter>>;
  /** Quotes with one insurer, giving up after the configured timeout or when `signal` aborts. */
  quote(
    insurer: InsurerCode,
    request: InsurerQuoteRequest,
    signal: AbortSignal,
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
    async quote(insurer, request, signal) {
      const timeout = AbortSignal.timeout(settings.timeoutMs);
      try {
        const outcome = await adapters[insurer].quote(request, AbortSignal.any([signal, timeout]));
        const flaw = flawInQuoteAnswer(outcome);
        if (!flaw) return outcome;
        log.warn({ insurer, flaw }, 'insurer answered garbage');
        return quoteFailed;
      } catch (error) {
        if (signal.aborted) throw error;
        log.warn({ insurer, err: error, timedOut: timeout.aborted }, 'insurer quote failed');
        return timeout.aborted
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
