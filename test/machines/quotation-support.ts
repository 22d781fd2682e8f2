import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { InsurerCode } from '../../src/domain/insurers';
import type { PackageCode } from '../../src/domain/packages';
import type { CoverageLine, Quotation } from '../../src/domain/quotation';
import { quotationMachine } from '../../machines/quotation/quotation.machine';
import type {
  QuotationSelectedEvent,
  QuotationEvent,
  QuoteCall,
  QuoteInputs,
  QuoteRoundCall,
} from '../../machines/quotation/quotation.types';
import { quotablePackages } from '../../src/domain/quote-restrictions';
import { compensationFor } from '../../src/domain/policy';
import type { Version } from '../../src/domain/vehicle-catalog';

export const quoteInputs: QuoteInputs = {
  subbrandId: 'sb-versa',
  subbrandName: 'VERSA',
  brandName: 'NISSAN',
  modelId: 'm-2019',
  versionId: 'v-1',
  model: 2019,
  postalCode: '06600',
  supportedInsurers: ['mapfre', 'ana', 'hdi'],
  personType: 'natural',
  gender: 'female',
  birthdate: '1990-05-20',
};

export const versions: Version[] = [
  { id: 'v-7', description: 'SENSE 1.6 MT', modelId: 'm-2019', insuredValue: 210_000 },
  { id: 'v-8', description: 'ADVANCE 1.6 CVT', modelId: 'm-2019', insuredValue: 245_000 },
];

/** A quote request for these insurers, with other inputs as given. */
export const quoteRequest = (
  supportedInsurers: readonly InsurerCode[],
  extra: Partial<
    Omit<Extract<QuotationEvent, { type: 'quotation.request' }>, 'type' | 'inputs'>
  > & {
    inputs?: Partial<QuoteInputs>;
  } = {},
): QuotationEvent => ({
  ...extra,
  type: 'quotation.request',
  inputs: { ...quoteInputs, supportedInsurers: [...supportedInsurers], ...extra.inputs },
});

const covered: CoverageLine = { included: true, sumInsured: null, deductiblePercent: null };

let sequence = 0;

/** A priced answer as the server sends it; the price and expiry can be chosen. */
export function quotationOf(
  providerCode: InsurerCode,
  pack: PackageCode,
  overrides: Partial<Quotation> = {},
): Quotation {
  sequence += 1;
  return {
    id: `q-${sequence}`,
    providerCode,
    package: pack,
    paymentFrequency: 0,
    regularPrice: 12_000,
    discountPrice: 10_200,
    savingsPercent: 15,
    firstPayment: 10_200,
    nextPayments: 0,
    payments: 1,
    coverages: {
      rcThird: covered,
      rcCatastrophic: covered,
      roadAssistance: covered,
      legalDefense: covered,
      medicalCost: covered,
      theft: covered,
      materialDamage: covered,
    },
    breakdown: {
      basePremium: 8_000,
      adjustments: [],
      netPremium: 8_000,
      instalmentSurcharge: 0,
      policyFee: 500,
      iva: 1_360,
      total: 10_200,
    },
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    ...overrides,
  };
}

interface OpenCall {
  input: QuoteCall;
  signal: AbortSignal;
  resolve: (quotation: Quotation) => void;
  reject: (error: unknown) => void;
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

export const untilAtRest = (actor: QuotationActor) =>
  waitFor(
    actor,
    (snapshot) =>
      snapshot.matches({ comparing: 'results' }) ||
      snapshot.matches({ comparing: 'withoutQuotes' }),
  );

/** Let settled promises deliver their answers to the machine. */
export const flush = () => new Promise((resolve) => setImmediate(resolve));
