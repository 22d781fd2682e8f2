import {
  createStackParser,
  createTransport,
  dedupeIntegration,
  linkedErrorsIntegration,
  Scope,
  type Transport,
  type BaseTransportOptions,
} from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';
import type { ErrorReporter } from './reporter';
import { scrubDeep } from './scrub';

/** Envelopes posted with Node's own fetch: Sentry's HTTP protocol needs nothing more. */
function fetchTransport(options: BaseTransportOptions): Transport {
  return createTransport(options, async ({ body }) => {
    // Uint8Array is a body fetch accepts; @types/node's BodyInit leaves out ArrayBufferLike views.
    const init = { method: 'POST', body: body as BodyInit, headers: options.headers };
    const response = await fetch(options.url, init);
    return {
      statusCode: response.status,
      headers: {
        'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
        'retry-after': response.headers.get('retry-after'),
      },
    };
  });
}

/**
 * A Sentry client of our own, not the global hub: errors are captured only where the server
 * says so. No request data integration (bodies hold card data and the buyer's answers); every
 * event is scrubbed of its request's secrets and of anything shaped like a card number.
 */
export function sentryReporter(dsn: string, environment: string): ErrorReporter {
  const client = new ServerRuntimeClient({
    dsn,
    environment,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    transport: fetchTransport,
    stackParser: createStackParser(nodeStackLineParser()),
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    sendDefaultPii: false,
    beforeSend: (event, hint) => scrubDeep(event, secretsOfHint(hint.data)),
  });
  client.init();
  return {
    report(error, context = {}) {
      const scope = new Scope();
      if (context.route) scope.setTags(context.route);
      client.captureException(error, { data: context.secrets ?? [] }, scope);
    },
    flush: async (timeoutMs) => client.flush(timeoutMs),
  };
}

const secretsOfHint = (data: unknown): readonly string[] =>
  Array.isArray(data) ? (data as string[]) : [];
