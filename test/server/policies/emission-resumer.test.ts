import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../../src/server/app';
import { systemClock } from '../../../src/server/background/clock';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { emissions } from '../../../src/server/db/schema/index';
import type { PaymentGateway } from '../../../src/server/payments/payment-gateway';
import { createSandboxGateway } from '../../../src/server/payments/sandbox-gateway';
import { openTestDatabase, testConfig } from '../../support/test-app';
import {
  gatewayThatHangsAfterHolding,
  resumeDeadlineMs,
  startHangingEmission,
} from './hanging-emission';

/**
 * The process dies mid-emission with the buyer's card held, and the buyer's browser never
 * polls again (closed, offline): the next start finishes the emission by itself.
 */
const started: App[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});

async function startApp(
  gateway: PaymentGateway,
  database: DatabaseHandle,
  env: Record<string, string> = {},
): Promise<App> {
  const app = await buildApp(testConfig(env), { database, paymentGateway: gateway });
  await app.ready();
  started.push(app);
  return app;
}

/** A process stopped mid-emission, holding the card: what it left on the shared database. */
async function crashMidEmission() {
  const handle = await openTestDatabase();
  const sandbox = createSandboxGateway(handle.db, 0, systemClock);
  // The stopped process must not close the database the next start opens again.
  const crashed = await buildApp(testConfig(), {
    database: { ...handle, close: async () => {} },
    paymentGateway: gatewayThatHangsAfterHolding(sandbox),
  });
  await crashed.ready();
  const { holds } = await startHangingEmission(crashed, handle.db);
  // The emission runs after the 202: the hold is there once the gateway has answered.
  await vi.waitFor(async () => expect(await holds()).toEqual([{ status: 'authorized' }]), {
    timeout: 10_000,
  });
  await crashed.close();
  const emissionStatus = async () => (await handle.db.select().from(emissions))[0]?.status;
  return { handle, sandbox, holds, emissionStatus };
}

it('issues the policy at the next start, with no poll, one charge', async () => {
  const { handle, sandbox, holds, emissionStatus } = await crashMidEmission();
  const startedAt = Date.now();
  await startApp(sandbox, handle);
  await vi.waitFor(async () => expect(await emissionStatus()).toBe('issued'), {
    timeout: resumeDeadlineMs,
  });
  expect(await holds()).toEqual([{ status: 'captured' }]);
  console.info(`policy issued ${Date.now() - startedAt} ms after the start`);
});

it('releases the hold at the next start when the policy cannot be issued', async () => {
  const { handle, sandbox, holds, emissionStatus } = await crashMidEmission();
  const startedAt = Date.now();
  await startApp(sandbox, handle, { INSURER_FAULTS: 'mapfre=error' });
  // The hold is released before the emission is marked failed: wait for the last of the two.
  await vi.waitFor(async () => expect(await emissionStatus()).toBe('failed'), {
    timeout: resumeDeadlineMs,
  });
  expect(await holds()).toEqual([{ status: 'voided' }]);
  const [emission] = await handle.db.select().from(emissions).where(eq(emissions.status, 'failed'));
  expect(emission?.policyNumber).toBeNull();
  console.info(`hold released ${Date.now() - startedAt} ms after the start`);
});
