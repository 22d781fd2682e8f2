import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import { systemClock } from '../../../src/server/background/clock';
import {
  forgetGoneProcesses,
  heartbeatExpiryMs,
  newProcessIdentity,
  registerProcess,
  type ProcessIdentity,
} from '../../../src/server/background/process-registry';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { serverProcesses } from '../../../src/server/db/schema/index';
import type { PaymentGateway } from '../../../src/server/payments/payment-gateway';
import { createSandboxGateway } from '../../../src/server/payments/sandbox-gateway';
import { dataOf, openTestDatabase, post, startTestApp } from '../../support/test-app';
import { pollUntilDone } from './purchase-fixture';
import {
  gatewayThatHangsAfterHolding,
  resumeDeadlineMs,
  startHangingEmission,
} from './hanging-emission';

/**
 * Two server processes on one database, played by two apps: the first starts an emission and
 * hangs in it after holding the card; the second takes the lease over only once the first is
 * gone, and then charges once.
 */
const apps: App[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function startApp(
  database: DatabaseHandle,
  gateway: PaymentGateway,
  processIdentity: ProcessIdentity,
) {
  // Every app shares the one database: none may close it for the others.
  const shared = { ...database, close: async () => {} };
  const app = await startTestApp(shared, {}, { paymentGateway: gateway, processIdentity });
  apps.push(app);
  return app;
}

/** A pid of this machine that no longer runs: a process that crashed. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/** The first process's emission, left running (its card held, never captured). */
async function emissionLeftRunningBy(holder: ProcessIdentity) {
  const database = await openTestDatabase();
  const sandbox = createSandboxGateway(database.db, 0, systemClock);
  const first = await startApp(database, gatewayThatHangsAfterHolding(sandbox), holder);
  const { session, body, holds } = await startHangingEmission(first, database.db);
  return { database, sandbox, session, body, holds };
}

describe('the lease of a running emission, with several processes on one database', () => {
  it('is left to its holder while that process runs, on another machine', async () => {
    const running = { ...newProcessIdentity(), host: 'other-machine' };
    const { database, sandbox, session, body, holds } = await emissionLeftRunningBy(running);
    // Ready once its takeover at start has run (policies-area.ts).
    const second = await startApp(database, sandbox, newProcessIdentity());
    const poll = await post(second, session, '/policy/emit-pay', body);
    expect(poll.statusCode).toBe(202);
    expect(await holds()).toEqual([{ status: 'authorized' }]);
  });

  it('is taken back at once when its holder on this machine is gone, and charges once', async () => {
    const crashed = { ...newProcessIdentity(), host: hostname(), pid: endedPid() };
    const { database, sandbox, session, body, holds } = await emissionLeftRunningBy(crashed);
    const startedAt = Date.now();
    const second = await startApp(database, sandbox, newProcessIdentity());
    const { last } = await pollUntilDone(() => post(second, session, '/policy/emit-pay', body));
    expect(last.statusCode, last.body).toBe(200);
    expect(dataOf(last)).toMatchObject({ status: 'issued', paymentStatus: 'paid' });
    expect(Date.now() - startedAt).toBeLessThan(resumeDeadlineMs);
    expect(await holds()).toEqual([{ status: 'captured' }]);
  });
});

describe('the processes on one database', () => {
  it('counts a process on another machine as gone once its heartbeat is older than the expiry', async () => {
    const { db, close } = await openTestDatabase();
    const self = newProcessIdentity();
    const silent = { ...newProcessIdentity(), host: 'other-machine' };
    const beating = { ...newProcessIdentity(), host: 'other-machine' };
    for (const identity of [self, silent, beating]) await registerProcess(db, identity);
    await db
      .update(serverProcesses)
      .set({ heartbeatAt: new Date(Date.now() - heartbeatExpiryMs - 1000) })
      .where(eq(serverProcesses.id, silent.id));
    expect((await forgetGoneProcesses(db, self)).sort()).toEqual([self.id, beating.id].sort());
    await close();
  });
});
