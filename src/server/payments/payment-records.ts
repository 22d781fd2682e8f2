import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payments } from '../db/schema/index';
import type { AuthorizationOutcome } from './payment-gateway';

export type PaymentRecord = typeof payments.$inferSelect;
export type PaymentRecordStatus = 'authorized' | 'paid' | 'declined' | 'not-paid' | 'voided';

export interface PaymentAttempt {
  emissionId: string;
  /** The key the gateway authorised under. */
  idempotencyKey: string;
  amount: number;
  installments: number;
  bankCode: string;
}

/**
 * Records what the gateway answered an attempt: brand, last four and the authorisation id (no
 * card data exist here to record). One row per attempt, however often it is resumed.
 */
export async function recordAuthorization(
  db: Database,
  attempt: PaymentAttempt,
  outcome: AuthorizationOutcome,
) {
  const authorized = outcome.status === 'authorized';
  await db
    .insert(payments)
    .values({
      id: randomUUID(),
      ...attempt,
      brand: outcome.brand ?? 'unknown',
      lastFour: outcome.lastFour ?? '',
      authorizationId: authorized ? outcome.authorizationId : null,
      status: authorized ? 'authorized' : 'declined',
      declineReason: authorized ? null : outcome.reason,
    })
    .onConflictDoNothing();
}

export async function updatePaymentStatus(
  db: Database,
  idempotencyKey: string,
  status: PaymentRecordStatus,
  policyNumber?: string,
) {
  await db
    .update(payments)
    .set({ status, updatedAt: new Date(), ...(policyNumber ? { policyNumber } : {}) })
    .where(eq(payments.idempotencyKey, idempotencyKey));
}

/** The authorisation an attempt holds on the card and has not captured or released yet. */
export async function findOpenHold(db: Database, idempotencyKey: string) {
  const [row] = await db
    .select({ authorizationId: payments.authorizationId })
    .from(payments)
    .where(and(eq(payments.idempotencyKey, idempotencyKey), eq(payments.status, 'authorized')));
  return row?.authorizationId ?? undefined;
}

/** How many attempts under keys starting with `keyPrefix` ended without a charge. */
export async function countFailedAttempts(db: Database, keyPrefix: string): Promise<number> {
  const failed = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        like(payments.idempotencyKey, `${keyPrefix}%`),
        inArray(payments.status, ['declined', 'not-paid', 'voided']),
      ),
    );
  return failed.length;
}
