import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { throttleHits } from '../db/schema/index';

/** One thing a throttle limits: e.g. `login-account:ana@example.mx`, at most `limit` per window. */
export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Takes one attempt under every rule, or none when any has reached its limit: the answer is
 * the first rule found full (the attempt is refused), undefined when the attempt was taken. Counting and
 * recording happen in one transaction that holds each key's advisory lock, so parallel
 * requests, in this process or another, are counted one after another: no two pass together on
 * the same last slot. Attempts older than their window are forgotten on the way.
 */
export async function attemptRefusedBy(
  db: Database,
  rules: readonly ThrottleRule[],
): Promise<ThrottleRule | undefined> {
  const keys = [...new Set(rules.map((rule) => rule.key))].sort();
  return db.transaction(async (tx) => {
    // In a fixed order, so two requests locking overlapping keys cannot wait on each other.
    for (const key of keys)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    for (const rule of rules) if ((await hitsWithin(tx, rule)) >= rule.limit) return rule;
    for (const rule of rules) {
      await tx
        .delete(throttleHits)
        .where(and(eq(throttleHits.key, rule.key), lt(throttleHits.at, windowStart(rule))));
      await tx.insert(throttleHits).values({ id: randomUUID(), key: rule.key });
    }
    return undefined;
  });
}

/** Forgets the attempts a rule counted (a successful login clears its own failures). */
export async function clearHits(db: Database, rule: ThrottleRule): Promise<void> {
  await db.delete(throttleHits).where(eq(throttleHits.key, rule.key));
}

async function hitsWithin(db: Database, rule: ThrottleRule): Promise<number> {
  const [row] = await db
    .select({ hits: count() })
    .from(throttleHits)
    .where(and(eq(throttleHits.key, rule.key), gt(throttleHits.at, windowStart(rule))));
  return row?.hits ?? 0;
}

const windowStart = (rule: ThrottleRule) => new Date(Date.now() - rule.windowMs);
