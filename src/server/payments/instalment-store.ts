import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { startOfDayInMexico } from '../../domain/common/dates';
import type { ScheduledReceipt } from '../../domain/payment/payment-schedule';
import type { Database } from '../db/client';
import { instalments } from '../db/schema/index';

export type Instalment = typeof instalments.$inferSelect;

export interface NewSchedule {
  policyNumber: string;
  receipts: readonly ScheduledReceipt[];
  /** The gateway's kept card for the later receipts. */
  cardToken: string;
  /** Whether the first receipt, charged at emission, was captured. */
  firstReceiptPaid: boolean;
  chargedAt: Date;
}

/** Stores a policy's schedule once; a resumed emission finds the rows already there. */
export async function saveSchedule(db: Database, schedule: NewSchedule): Promise<void> {
  const { policyNumber, cardToken, firstReceiptPaid, chargedAt } = schedule;
  await db
    .insert(instalments)
    .values(
      schedule.receipts.map((receipt) => {
        const first = receipt.number === 1;
        const status = !first ? 'scheduled' : firstReceiptPaid ? 'paid' : 'failed';
        return {
          id: randomUUID(),
          policyNumber,
          ...receipt,
          status,
          cardToken,
          nextAttemptAt: first ? chargedAt : startOfDayInMexico(receipt.dueDate),
          paidAt: status === 'paid' ? chargedAt : null,
        } as const;
      }),
    )
    .onConflictDoNothing();
}

export async function scheduleOf(db: Database, policyNumber: string): Promise<Instalment[]> {
  return db
    .select()
    .from(instalments)
    .where(eq(instalments.policyNumber, policyNumber))
    .orderBy(asc(instalments.number));
}

/** How long a worker owns a claimed instalment (wall-clock time: it is about the process). */
const claimLeaseMs = 5 * 60 * 1000;

/**
 * Claims up to `limit` scheduled instalments due by `now` (the business clock) that no live
 * worker holds. SKIP LOCKED lets workers of several processes claim side by side; the
 * conditional update makes a row theirs for the lease, so one row is charged by one worker.
 */
export async function claimDueInstalments(
  db: Database,
  now: Date,
  limit: number,
): Promise<Instalment[]> {
  const free = or(isNull(instalments.leaseUntil), lt(instalments.leaseUntil, sql`now()`));
  const claimable = and(
    eq(instalments.status, 'scheduled'),
    lte(instalments.nextAttemptAt, now),
    free,
  );
  const due = db
    .select({ id: instalments.id })
    .from(instalments)
    .where(claimable)
    .orderBy(asc(instalments.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(instalments)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${claimLeaseMs / 1000})` })
    .where(and(inArray(instalments.id, due), claimable))
    .returning();
}

/**
 * The outcome of a charge, recorded only if no twin recorded it first (same status and
 * declines as when claimed): a charge is counted once.
 */
function stillAsClaimed(claimed: Instalment) {
  return and(
    eq(instalments.id, claimed.id),
    eq(instalments.status, 'scheduled'),
    eq(instalments.declines, claimed.declines),
  );
}

export async function markInstalmentPaid(
  db: Database,
  claimed: Instalment,
  authorizationId: string,
  paidAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(instalments)
    .set({ status: 'paid', authorizationId, paidAt, leaseUntil: null })
    .where(stillAsClaimed(claimed))
    .returning({ id: instalments.id });
  return rows.length > 0;
}

/** A declined charge: retried at `retryAt`, or failed for good when there is none. */
export async function markInstalmentDeclined(
  db: Database,
  claimed: Instalment,
  reason: string,
  retryAt: Date | undefined,
): Promise<boolean> {
  const outcome = retryAt
    ? { status: 'scheduled' as const, nextAttemptAt: retryAt }
    : { status: 'failed' as const };
  const rows = await db
    .update(instalments)
    .set({
      ...outcome,
      declines: claimed.declines + 1,
      lastDeclineReason: reason,
      leaseUntil: null,
    })
    .where(stillAsClaimed(claimed))
    .returning({ id: instalments.id });
  return rows.length > 0;
}

/** The earliest receipt whose charge failed: the one a pending payment pays. */
export async function firstFailedInstalment(db: Database, policyNumber: string) {
  const [row] = await db
    .select()
    .from(instalments)
    .where(and(eq(instalments.policyNumber, policyNumber), eq(instalments.status, 'failed')))
    .orderBy(asc(instalments.number))
    .limit(1);
  return row;
}

/** A failed receipt paid by the buyer, with a new card that also pays the receipts to come. */
export async function settleFailedInstalment(
  db: Database,
  failed: Instalment,
  payment: { authorizationId: string; cardToken: string; paidAt: Date },
): Promise<void> {
  await db
    .update(instalments)
    .set({ status: 'paid', authorizationId: payment.authorizationId, paidAt: payment.paidAt })
    .where(and(eq(instalments.id, failed.id), eq(instalments.status, 'failed')));
  await db
    .update(instalments)
    .set({ cardToken: payment.cardToken })
    .where(
      and(eq(instalments.policyNumber, failed.policyNumber), eq(instalments.status, 'scheduled')),
    );
}
