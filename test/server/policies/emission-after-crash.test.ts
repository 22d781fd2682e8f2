import { afterAll, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { systemClock } from '../../../src/server/background/clock';
import type { DatabaseHandle } from '../../../src/server/db/client';
import type { PaymentGateway } from '../../../src/server/payments/payment-gateway';
import { createSandboxGateway } from '../../../src/server/payments/sandbox-gateway';
import { dataOf, openTestDatabase, post, startTestApp } from '../../support/test-app';
import { pollUntilDone } from './purchase-fixture';
import {
  gatewayThatHangsAfterHolding,
  resumeDeadlineMs,
  startHangingEmission,
} from './hanging-emission';

let restarted: App;
afterAll(() => restarted.close());

const startApp = (gateway: PaymentGateway, database: DatabaseHandle) =>
  startTestApp(database, {}, { paymentGateway: gateway });

it('resumes an emission a stopped process left running at the restart, one charge', async () => {
  const handle = await openTestDatabase();
  const sandbox = createSandboxGateway(handle.db, 0, systemClock);
  // The first process must not close the database the second one opens again.
  const crashed = await startApp(gatewayThatHangsAfterHolding(sandbox), {
    ...handle,
    close: async () => {},
  });
  const { session, body, holds } = await startHangingEmission(crashed, handle.db);
  await crashed.close();

  const restartedAt = Date.now();
  restarted = await startApp(sandbox, handle);
  const { last } = await pollUntilDone(() => post(restarted, session, '/policy/emit-pay', body));
  const resumedWithinMs = Date.now() - restartedAt;

  expect(last.statusCode, last.body).toBe(200);
  expect(dataOf(last)).toMatchObject({ status: 'issued', paymentStatus: 'paid' });
  expect(resumedWithinMs).toBeLessThan(resumeDeadlineMs);
  expect(await holds()).toEqual([{ status: 'captured' }]);
  console.info(`emission resumed ${resumedWithinMs} ms after the restart`);
});
