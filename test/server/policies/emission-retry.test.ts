import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import type { EmissionResult } from '../../../src/domain/purchase/emission';
import { emissions, gatewayAuthorizations, payments } from '../../../src/server/db/schema/index';
import { buildTestApp, dataOf, openSession, post, type TestSession } from '../../support/test-app';
import { cardPurchase, pollUntilDone } from './purchase-fixture';

// hdi's issuing service fails each quotation's first emission (the sandbox's documented fault).
let app: App;
let session: TestSession;
beforeAll(async () => {
  app = await buildTestApp({ INSURER_FAULTS: 'hdi=emission-error-once' });
  session = await openSession(app);
});
afterAll(() => app.close());

describe('Intentar de nuevo after the insurer failed to issue, paying by card', () => {
  it('holds the same card again without it being typed again, and charges once', async () => {
    const { quotation, body } = await cardPurchase(app, session, 'hdi');
    const emitPay = () => post(app, session, '/policy/emit-pay', body);

    const failed = await pollUntilDone(emitPay);
    expect(dataOf<EmissionResult>(failed.last)).toMatchObject({ status: 'failed' });
    // The cart's retry: the same call, the same token.
    const retried = await pollUntilDone(emitPay);
    expect(dataOf<EmissionResult>(retried.last)).toMatchObject({
      status: 'issued',
      paymentStatus: 'paid',
    });

    const holds = await app.db
      .select({ status: gatewayAuthorizations.status, amount: gatewayAuthorizations.amount })
      .from(gatewayAuthorizations)
      .innerJoin(payments, eq(payments.idempotencyKey, gatewayAuthorizations.idempotencyKey))
      .innerJoin(emissions, eq(emissions.id, payments.emissionId))
      .where(eq(emissions.quotationId, quotation.id));
    expect(holds.map((hold) => hold.status).sort()).toEqual(['captured', 'voided']);
    // Another retry of the issued emission answers the policy, holding nothing more.
    expect(dataOf<EmissionResult>((await pollUntilDone(emitPay)).last)).toMatchObject({
      status: 'issued',
    });
    expect(await app.db.select().from(gatewayAuthorizations)).toHaveLength(2);
  });
});
