import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { InsurerCode } from '../../src/domain/insurers/insurers';
import type { PackageCode } from '../../src/domain/coverage/packages';
import type { Quotation } from '../../src/domain/quote/quotation';
import { quotationMachine } from '../../machines/quotation/quotation.machine';
import type {
  QuotationSelectedEvent,
  QuotationEvent,
  QuoteCall,
  QuoteRoundCall,
} from '../../machines/quotation/quotation.types';
import { quotablePackages } from '../../src/domain/quote/quote-restrictions';
import { compensationFor } from '../../src/domain/quote/policy';
import type { Version } from '../../src/domain/vehicle/vehicle-catalog';
import {
  quotationOf,
  quoteInputs,
  quoteRequest,
  versions,
} from '../../machines/qa/samples/quotation.samples';

export { quotationOf, quoteInputs, quoteRequest, versions };

interface OpenCall {
  input: QuoteCall;
  signal: AbortSignal;
  resolve: (quotation: Quotation) => void;
  reject: (error: unknown) => void;
  /** The insurer failed (an error or no answer in time), rather than declined. */
  failed?: () => void;
}

/** The packages a streamed round asks for, as the server picks them from the body. */
function packagesOfRound({ body }: QuoteRoundCall): readonly PackageCode[] {
  return quotablePackages({
    validity: body.validity ?? 1,
    compensationValue: compensationFor(body.indemnityValue ?? 'commercial'),
    hasCoveragesEdited: body.hasCoveragesEdited ?? false,
  });
}

/**
 * Fake insurers: every request waits until the test answers or fails it, so the test decides
 * the order in which results arrive. A streamed round opens one call per insurer and package
 * (as the server does) whose answers come back as lines of the stream; `rounds` are the
 * streamed requests themselves.
 */
export function fakeInsurers() {
  const calls: OpenCall[] = [];
  const rounds: QuoteRoundCall[] = [];
  const requestQuote = fromPromise<Quotation, QuoteCall>(
    ({ input, signal }) =>
      new Promise<Quotation>((resolve, reject) => calls.push({ input, signal, resolve, reject })),
  );
  const quoteRound = fromCallback<QuotationEvent, QuoteRoundCall>(({ input, sendBack }) => {
    const controller = new AbortController();
    rounds.push(input);
    const { providers, ...inputs } = input.body;
    const round = input.round;
    for (const providerCode of providers) {
      for (const pack of packagesOfRound(input)) {
        calls.push({
          input: { body: { ...inputs, package: pack }, providerCode },
          signal: controller.signal,
          resolve: (quotation) =>
            !controller.signal.aborted &&
            sendBack({ type: 'quotation.quoteAnswered', round, quotation }),
          reject: () =>
            !controller.signal.aborted &&
            sendBack({
              type: 'quotation.quoteRefused',
              round,
              slot: { providerCode, package: pack },
            }),
          failed: () =>
            !controller.signal.aborted &&
            sendBack({
              type: 'quotation.quoteRefused',
              round,
              slot: { providerCode, package: pack },
              failed: true,
            }),
        });
      }
    }
    return () => controller.abort();
  });
  /** The latest request for that insurer and package. */
  const find = (providerCode: InsurerCode, pack: PackageCode) => {
    const call = calls.findLast(
      (open) => open.input.providerCode === providerCode && open.input.body.package === pack,
    );
    if (!call) throw new Error(`No request for ${providerCode} package ${pack}`);
    return call;
  };
  return {
    calls,
    rounds,
    requestQuote,
    quoteRound,
    /** The requests made, as "insurer/package", in the order they were made. */
    requested: (from = 0) =>
      calls.slice(from).map((call) => `${call.input.providerCode}/${call.input.body.package}`),
    answer(providerCode: InsurerCode, pack: PackageCode, overrides: Partial<Quotation> = {}) {
      const quotation = quotationOf(providerCode, pack, overrides);
      find(providerCode, pack).resolve(quotation);
      return quotation;
    },
    fail(providerCode: InsurerCode, pack: PackageCode) {
      find(providerCode, pack).reject(new Error('Package no available'));
    },
    /** The insurer failed to answer that package of the streamed round. */
    failToAnswer(providerCode: InsurerCode, pack: PackageCode) {
      find(providerCode, pack).failed?.();
    },
    answerEvery(from = 0) {
      for (const call of calls.slice(from)) {
        call.resolve(quotationOf(call.input.providerCode, call.input.body.package));
      }
    },
  };
}

/** The catalogue answers these versions for any model. */
export const fakeVersions = (answer: Version[] = versions) =>
  fromPromise<Version[], { modelId: string }>(async () => answer);

export function startQuotation(insurers = fakeInsurers(), loadVersions = fakeVersions()) {
  const machine = quotationMachine.provide({
    actors: {
      requestQuote: insurers.requestQuote,
      quoteRound: insurers.quoteRound,
      loadVersions,
    },
  });
  const actor = createActor(machine);
  const selections: QuotationSelectedEvent[] = [];
  actor.on('quotation.selected', (event) => selections.push(event));
  actor.start();
  return { actor, insurers, selections, machine };
}

export type QuotationActor = ReturnType<typeof startQuotation>['actor'];

/**
 * Sends a quote request and waits until its round has started: the model's versions load first
 * (unless a request for the same model loaded them already).
 */
export async function sendRequest(actor: QuotationActor, request: QuotationEvent) {
  actor.send(request);
  await waitFor(actor, (snapshot) => !snapshot.matches({ comparing: 'loadingVersions' }));
}

export const untilAtRest = (actor: QuotationActor) =>
  waitFor(
    actor,
    (snapshot) =>
      snapshot.matches({ comparing: 'results' }) ||
      snapshot.matches({ comparing: 'withoutQuotes' }),
  );

/** Let settled promises deliver their answers to the machine. */
export const flush = () => new Promise((resolve) => setImmediate(resolve));
