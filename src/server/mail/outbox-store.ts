import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import type { RenderedMail } from './templates/rendered-mail';

export type OutboxMessage = typeof mailOutbox.$inferSelect;

export interface QueuedMail extends RenderedMail {
  branchCode: string;
  mailCode: string;
  partnerCode: string;
  recipient: string;
}

/** A claimed message is not claimed again for this long, unless its worker records an outcome. */
const claimLeaseMs = 5 * 60 * 1000;

const msFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

export async function enqueueMail(db: Database, mail: QueuedMail): Promise<string> {
  const id = randomUUID();
  const { text, html, ...envelope } = mail;
  await db.insert(mailOutbox).values({ id, ...envelope, textBody: text, htmlBody: html });
  return id;
}

/**
 * Claims up to `limit` messages that are due (queued, sending with an expired lease, or failed
 * and due for its next try), counts the attempt and leases them. SKIP LOCKED lets several
 * server processes claim side by side.
 */
export async function claimDueMail(db: Database, limit: number): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['queued', 'sending', 'failed']),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: msFromNow(claimLeaseMs),
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** `smtpResponse` is the server's reply to the accepted message, when the transport gives one. */
export async function markSent(db: Database, id: string, smtpResponse: string | undefined) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, smtpResponse: smtpResponse ?? null })
    .where(eq(mailOutbox.id, id));
}

/**
 * Records a failed attempt, tried again after `retryInMs`: still `queued` while attempts are
 * left, `failed` once they are spent. A failed message stays in the outbox for the operators
 * and is still tried (at the longest interval), so an outage longer than every retry drops
 * nothing.
 */
export async function markAttemptFailed(
  db: Database,
  id: string,
  lastError: string,
  retry: { status: 'queued' | 'failed'; inMs: number },
) {
  await db
    .update(mailOutbox)
    .set({ status: retry.status, nextAttemptAt: msFromNow(retry.inMs), lastError })
    .where(eq(mailOutbox.id, id));
}

/** A delivery went through, so the outage is over: the failed messages are tried at once. */
export async function retryFailedMailNow(db: Database): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.status, 'failed'), gt(mailOutbox.nextAttemptAt, sql`now()`)));
}

/** The newest messages first, for the development page. */
export async function listRecentMail(db: Database, limit: number): Promise<OutboxMessage[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

export async function findMail(db: Database, id: string): Promise<OutboxMessage | undefined> {
  const [message] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return message;
}
