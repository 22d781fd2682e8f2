import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import type { EmissionRequest, CardPayment } from '../../domain/validation/purchase-requests';
import type { Database } from '../db/client';
import { emissions } from '../db/schema/index';
import { isUuid } from '../db/uuid';

export type Emission = typeof emissions.$inferSelect;

/**
 * How long a process owns a running emission; after it, the background resumer (or a poll)
 * resumes the emission. The leases of a holder that is gone end at once
 * (releaseLeasesOfGoneHolders).
 */
const leaseMs = 60_000;
const leaseFromNow = () => new Date(Date.now() + leaseMs);

export interface EmissionStart {
  quotationId: string;
  idempotencyKey: string;
  request: EmissionRequest;
  payment?: CardPayment;
  partnerCode: string;
  purchaserId: string;
  /** The server process that runs it (process-registry.ts). */
  leaseHolder: string;
}

export async function findEmissionOfQuotation(db: Database, quotationId: string) {
  if (!isUuid(quotationId)) return undefined;
  const [row] = await db.select().from(emissions).where(eq(emissions.quotationId, quotationId));
  return row;
}

export async function findEmissionByKey(db: Database, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(emissions)
    .where(eq(emissions.idempotencyKey, idempotencyKey));
  return row;
}

export async function findEmission(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(emissions).where(eq(emissions.id, id));
  return row;
}

/** The quotation's first emission; undefined when another call created it first. */
export async function createEmission(db: Database, start: EmissionStart) {
  const [row] = await db
    .insert(emissions)
    .values({
      id: randomUUID(),
      ...start,
      payment: start.payment ?? null,
      status: 'processing',
      leaseUntil: leaseFromNow(),
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Starts a new attempt on an emission that ended without a policy or a charge. Conditional on
 * the row being as the caller saw it, so of two concurrent calls only one starts it.
 */
export async function restartEmission(db: Database, seen: Emission, start: EmissionStart) {
  const [row] = await db
    .update(emissions)
    .set({
      idempotencyKey: start.idempotencyKey,
      purchaserId: start.purchaserId,
      leaseHolder: start.leaseHolder,
      request: start.request,
      payment: start.payment ?? null,
      status: 'processing',
      attempt: sql`${emissions.attempt} + 1`,
      outcomeMessage: null,
      outcomeField: null,
      failureReportedAt: null,
      leaseUntil: leaseFromNow(),
      updatedAt: new Date(),
    })
    .where(and(eq(emissions.id, seen.id), eq(emissions.updatedAt, seen.updatedAt)))
    .returning();
  return row;
}

/** Takes over a running emission whose process stopped (its lease ran out). */
export async function resumeStalledEmission(db: Database, seen: Emission, leaseHolder: string) {
  const [row] = await db
    .update(emissions)
    .set({ leaseUntil: leaseFromNow(), leaseHolder, updatedAt: new Date() })
    .where(
      and(
        eq(emissions.id, seen.id),
        eq(emissions.status, 'processing'),
        lt(emissions.leaseUntil, new Date()),
      ),
    )
    .returning();
  return row;
}

/**
 * Ends the leases of running emissions whose holder is not among `liveHolders` (its process
 * stopped or crashed: process-registry.ts), so the buyer's next poll resumes them at once
 * instead of after the lease; every step being idempotent, a resumed attempt still charges once.
 * The leases of processes still running, on this machine or another, are left alone.
 */
export async function releaseLeasesOfGoneHolders(db: Database, liveHolders: readonly string[]) {
  const released = await db
    .update(emissions)
    .set({ leaseUntil: new Date() })
    .where(
      and(
        eq(emissions.status, 'processing'),
        gt(emissions.leaseUntil, new Date()),
        liveHolders.length > 0 ? notInArray(emissions.leaseHolder, [...liveHolders]) : undefined,
      ),
    )
    .returning({ id: emissions.id });
  return released.length;
}

/** Running emissions no process holds any more (their lease ran out or was released). */
export async function findStalledEmissions(db: Database): Promise<Emission[]> {
  return db
    .select()
    .from(emissions)
    .where(and(eq(emissions.status, 'processing'), lt(emissions.leaseUntil, new Date())));
}

export type EmissionEnd =
  | { status: 'issued'; policyNumber: string }
  | { status: 'rejected'; message: string; field: string }
  | { status: 'failed'; message: string };

/** Ends a running emission; false when it had already ended (a resumed twin finished first). */
export async function finishEmission(db: Database, id: string, end: EmissionEnd) {
  const rows = await db
    .update(emissions)
    .set({
      status: end.status,
      policyNumber: end.status === 'issued' ? end.policyNumber : null,
      outcomeMessage: end.status === 'issued' ? null : end.message,
      outcomeField: end.status === 'rejected' ? end.field : null,
      updatedAt: new Date(),
    })
    .where(and(eq(emissions.id, id), eq(emissions.status, 'processing')))
    .returning({ id: emissions.id });
  return rows.length > 0;
}

/** The failure has been told to the buyer: the next call with this emission tries again. */
export async function markFailureReported(db: Database, id: string) {
  await db
    .update(emissions)
    .set({ failureReportedAt: new Date() })
    .where(and(eq(emissions.id, id), eq(emissions.status, 'failed')));
}

export const endedWithoutPolicy = (emission: Emission) =>
  emission.status === 'rejected' || emission.status === 'failed';
