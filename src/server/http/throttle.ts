import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { throttleHits } from '../db/schema/index';

/** One thing a throttle limits: e.g. `login-account:ana@example.mx`, at most `limit` per window. */
export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
}

/** Whether any rule has already reached its limit within its window. */
export async function isThrottled(db: Database, rules: readonly ThrottleRule[]): Promise<boolean> {
  for (const rule of rules) {
    if ((await hitsWithin(db, rule)) >= rule.limit) return true;
  }
  return false;
}

/** Counts one attempt against every rule, forgetting attempts older than their window. */
export async function recordHit(db: Database, rules: readonly ThrottleRule[]): Promise<void> {
  for (const rule of rules) {
    await db
      .delete(throttleHits)
      .where(and(eq(throttleHits.key, rule.key), lt(throttleHits.at, windowStart(rule))));
    await db.insert(throttleHits).values({ id: randomUUID(), key: rule.key });
  }
}

/** Forgets the attempts a rule counted (a successful login clears the account's failures). */
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
