/**
 * The quote the process benches send without opening the database themselves: the seeded
 * catalogue's first version (Nissan Versa 2020, as quote-fixture.ts finds it), or
 * BENCH_VERSION_ID.
 */
import { insurerCodes } from '../../src/domain/insurers/insurers';
import { packageQuoteOrder } from '../../src/domain/coverage/packages';

const versionId = process.env.BENCH_VERSION_ID ?? '0044103-2020';

/** A full round: every insurer, every package. */
export const roundBody = {
  versionId,
  model: Number(versionId.split('-')[1]),
  postalCode: '06700',
  personType: 'natural',
  gender: 'male',
  birthdate: '1988-01-01',
  paymentFrequency: 0,
  partnerCode: 'cotizauto',
  providers: insurerCodes,
};

const asked = insurerCodes.flatMap((providerCode) =>
  packageQuoteOrder.map((pack) => ({ providerCode, package: pack })),
);

/** The n-th single quote: each insurer and package in turn. */
export function singleQuoteBody(n: number) {
  const { providers: _providers, ...inputs } = roundBody;
  return { ...inputs, ...asked[n % asked.length] };
}
