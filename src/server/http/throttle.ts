import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { throttleHits, throttleLockouts } from '../db/schema/index';

/** One thing a throttle limits: e.g. `login-account:ana@example.mx`, at most `limit` per window. */
export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
  /**
   * Past its limit the key is locked this long, twice as long at each new lock (capped at a
   * day); without it the key frees itself as its window slides.
   */
  backoffMs?: number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Takes one attempt under every rule, or none when any has reached its limit or is locked: the
 * answer is the first rule found full (the attempt is refused), undefined when the attempt was
 * taken. Counting and recording happen in one transaction that holds each key's advisory lock,
 * so parallel requests, in this process or another, are counted one after another: no two pass
 * together on the same last slot. Attempts older than their window are forgotten on the way.
 * `now` is the caller's clock (tests move it instead of waiting).
 */
export async function attemptRefusedBy(
  db: Database,
  rules: readonly ThrottleRule[],
  now: Date = new Date(),
): Promise<ThrottleRule | undefined> {
  const keys = [...new Set(rules.map((rule) => rule.key))].sort();
  return db.transaction(async (tx) => {
    // In a fixed order, so two requests locking overlapping keys cannot wait on each other.
    for (const key of keys)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    for (const rule of rules) if (await lockedUntilAfter(tx, rule, now)) return rule;
    for (const rule of rules)
      if ((await hitsWithin(tx, rule, now)) >= rule.limit) {
        if (rule.backoffMs) await lockOut(tx, rule, rule.backoffMs, now);
        return rule;
      }
    for (const rule of rules) {
      await tx
        .delete(throttleHits)
        .where(and(eq(throttleHits.key, rule.key), lt(throttleHits.at, windowStart(rule, now))));
      await tx.insert(throttleHits).values({ id: randomUUID(), key: rule.key, at: now });
    }
    return undefined;
  });
}

/** Forgets the attempts and locks a rule counted (a successful login clears its own failures). */
export async function clearHits(db: Database, rule: ThrottleRule): Promise<void> {
  await db.delete(throttleHits).where(eq(throttleHits.key, rule.key));
  await db.delete(throttleLockouts).where(eq(throttleLockouts.key, rule.key));
}

async function lockedUntilAfter(tx: Transaction, rule: ThrottleRule, now: Date) {
  if (!rule.backoffMs) return false;
  const [lock] = await tx
    .select({ key: throttleLockouts.key })
    .from(throttleLockouts)
    .where(and(eq(throttleLockouts.key, rule.key), gt(throttleLockouts.lockedUntil, now)));
  return lock !== undefined;
}

/**
 * Locks the key for backoff × 2^(earlier locks), and starts its count afresh for when the lock
 * ends. Locks a day old are forgotten: the next one is short again.
 */
async function lockOut(tx: Transaction, rule: ThrottleRule, backoffMs: number, now: Date) {
  const [earlier] = await tx
    .select()
    .from(throttleLockouts)
    .where(eq(throttleLockouts.key, rule.key));
  const recent = earlier && now.getTime() - earlier.lockedUntil.getTime() < dayMs;
  const lockouts = recent ? earlier.lockouts + 1 : 1;
  const lockMs = Math.min(backoffMs * 2 ** (lockouts - 1), dayMs);
  const lock = { lockouts, lockedUntil: new Date(now.getTime() + lockMs) };
  await tx
    .insert(throttleLockouts)
    .values({ key: rule.key, ...lock })
    .onConflictDoUpdate({ target: throttleLockouts.key, set: lock });
  await tx.delete(throttleHits).where(eq(throttleHits.key, rule.key));
}

async function hitsWithin(tx: Transaction, rule: ThrottleRule, now: Date): Promise<number> {
  const [row] = await tx
    .select({ hits: count() })
    .from(throttleHits)
    .where(and(eq(throttleHits.key, rule.key), gt(throttleHits.at, windowStart(rule, now))));
  return row?.hits ?? 0;
}

const windowStart = (rule: ThrottleRule, now: Date) => new Date(now.getTime() - rule.windowMs);
