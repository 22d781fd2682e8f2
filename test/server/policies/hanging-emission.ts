import { like } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/client';
import { gatewayAuthorizations } from '../../../src/server/db/schema/index';
import type { PaymentGateway } from '../../../src/server/payments/payment-gateway';
import { dataOf, openSession, post } from '../../support/test-app';
import { cardPurchase } from './purchase-fixture';

/**
 * How long a test waits for an interrupted emission to be resumed after a start. The server
 * sweeps at start and then every heartbeat (5 s); on an idle machine the start's sweep ends it
 * in about a second. The allowance of three heartbeats keeps the test's answer the same on a
 * busy machine, and a server that resumed only on the buyer's poll still fails it.
 */
export const resumeDeadlineMs = 15_000;

/** A gateway that makes the hold and then never answers: the process dies mid-emission. */
export function gatewayThatHangsAfterHolding(sandbox: PaymentGateway): PaymentGateway {
  return {
    ...sandbox,
    authorize: async (request) => {
      await sandbox.authorize(request);
      return new Promise(() => {});
    },
  };
}

/**
 * Starts a mapfre emission paid by card on `app` (whose gateway hangs after holding): the
 * buyer's session and body to poll it with, and the card holds it made so far.
 */
export async function startHangingEmission(app: App, db: Database) {
  const session = await openSession(app);
  const { body } = await cardPurchase(app, session, 'mapfre');
  const started = await post(app, session, '/policy/emit-pay', body);
  expect(started.statusCode).toBe(202);
  const { emissionId } = dataOf<{ emissionId: string }>(started);
  const holds = () =>
    db
      .select({ status: gatewayAuthorizations.status })
      .from(gatewayAuthorizations)
      .where(like(gatewayAuthorizations.idempotencyKey, `${emissionId}:%`));
  return { session, body, holds };
}
