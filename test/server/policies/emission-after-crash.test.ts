import { like } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildApp, type App } from '../../../src/server/app';
import { systemClock } from '../../../src/server/background/clock';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { gatewayAuthorizations } from '../../../src/server/db/schema/index';
import type { PaymentGateway } from '../../../src/server/payments/payment-gateway';
import { createSandboxGateway } from '../../../src/server/payments/sandbox-gateway';
import { dataOf, openSession, openTestDatabase, post, testConfig } from '../../support/test-app';
import {
  cardPayment,
  emissionBody,
  pollUntilDone,
  quotationFor,
  tokenize,
} from './purchase-fixture';

let restarted: App;
afterAll(() => restarted.close());

/** A gateway that makes the hold and then never answers: the process dies mid-emission. */
function gatewayThatHangsAfterHolding(sandbox: PaymentGateway): PaymentGateway {
  return {
    ...sandbox,
    authorize: async (request) => {
      await sandbox.authorize(request);
      return new Promise(() => {});
    },
  };
}

async function startApp(gateway: PaymentGateway, database: DatabaseHandle): Promise<App> {
  const app = await buildApp(testConfig(), { database, paymentGateway: gateway });
  await app.ready();
  return app;
}

it('resumes an emission a stopped process left running within 5 s of the restart, one charge', async () => {
  const handle = await openTestDatabase();
  const sandbox = createSandboxGateway(handle.db, 0, systemClock);
  // The first process must not close the database the second one opens again.
  const crashed = await startApp(gatewayThatHangsAfterHolding(sandbox), {
    ...handle,
    close: async () => {},
  });
  const session = await openSession(crashed);
  const quotation = await quotationFor(crashed, session, 'mapfre');
  const { cardToken } = await tokenize(crashed, session, '4242424242424242');
  const body = emissionBody(quotation, { payment: cardPayment(cardToken) });
  const started = await post(crashed, session, '/policy/emit-pay', body);
  expect(started.statusCode).toBe(202);
  const { emissionId } = dataOf<{ emissionId: string }>(started);
  await crashed.close();

  const restartedAt = Date.now();
  restarted = await startApp(sandbox, handle);
  const { last } = await pollUntilDone(() => post(restarted, session, '/policy/emit-pay', body));
  const resumedWithinMs = Date.now() - restartedAt;

  expect(last.statusCode, last.body).toBe(200);
  expect(dataOf(last)).toMatchObject({ status: 'issued', paymentStatus: 'paid' });
  expect(resumedWithinMs).toBeLessThan(5_000);
  const holds = await handle.db
    .select({ status: gatewayAuthorizations.status })
    .from(gatewayAuthorizations)
    .where(like(gatewayAuthorizations.idempotencyKey, `${emissionId}:%`));
  expect(holds).toEqual([{ status: 'captured' }]);
  console.info(`emission resumed ${resumedWithinMs} ms after the restart`);
});
