import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { accountSessions } from '../db/schema/index';
import { isUuid } from '../db/uuid';

/** The signed, HttpOnly cookie that says which account this browser signed in to. */
export const sessionCookie = 'cotizauto_session';
/** A sign-in lasts a working day; access tokens drawn from it last an hour at most. */
const sessionSeconds = 12 * 60 * 60;

export interface AccountSession {
  sessionId: string;
  userId: string;
  /** A purchase's grant opened it: it shows that emission's policy and nothing else. */
  emissionId: string | null;
}

/**
 * Signs this browser in to the account: a new session (never one the browser brought). With
 * `emissionId` (the purchase's grant, the e-mail unproven) it opens that emission's policy only.
 */
export async function startSession(
  db: Database,
  reply: FastifyReply,
  userId: string,
  emissionId?: string,
) {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + sessionSeconds * 1000);
  await db.insert(accountSessions).values({ id, userId, emissionId, expiresAt });
  reply.setCookie(sessionCookie, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    signed: true,
    maxAge: sessionSeconds,
  });
}

/** The live session this browser's cookie names; undefined when none, expired or logged out. */
export async function sessionOf(
  db: Database,
  request: FastifyRequest,
): Promise<AccountSession | undefined> {
  const raw = request.cookies[sessionCookie];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  if (!unsigned?.valid || !unsigned.value) return undefined;
  return activeSession(db, unsigned.value);
}

/** A session that has neither expired nor been logged out. */
export async function activeSession(
  db: Database,
  sessionId: string,
): Promise<AccountSession | undefined> {
  if (!isUuid(sessionId)) return undefined;
  const [row] = await db
    .select({
      sessionId: accountSessions.id,
      userId: accountSessions.userId,
      emissionId: accountSessions.emissionId,
    })
    .from(accountSessions)
    .where(
      and(
        eq(accountSessions.id, sessionId),
        isNull(accountSessions.revokedAt),
        gt(accountSessions.expiresAt, new Date()),
      ),
    );
  return row;
}

/** Logs this browser out: the session and every token drawn from it stop working. */
export async function endSession(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const session = await sessionOf(db, request);
  if (session) {
    await db
      .update(accountSessions)
      .set({ revokedAt: new Date() })
      .where(eq(accountSessions.id, session.sessionId));
  }
  reply.clearCookie(sessionCookie, { path: '/' });
}

/**
 * A new password (set through the e-mailed link: the e-mail is proven) ends every earlier
 * sign-in of the account, whoever opened it, and the tokens drawn from them.
 */
export async function endAllSessions(db: Database, userId: string) {
  await db
    .update(accountSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(accountSessions.userId, userId), isNull(accountSessions.revokedAt)));
}
