import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../db/client';
import { activeSession } from './account-session';
import { findUser } from './user-store';

const issuer = 'cotizauto';
const audience = 'cotizauto-account';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * A short-lived HS256 token naming the account (`sub`), its partner and the sign-in it was drawn
 * from (`sid`): logging out ends the token with the session.
 */
export async function signAccessToken(
  secret: string,
  claims: { userId: string; sessionId: string; partnerCode: string; expiresInSeconds: number },
): Promise<{ accessToken: string; expiresAt: string }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAtSeconds = now + claims.expiresInSeconds;
  const accessToken = await new SignJWT({ partnerCode: claims.partnerCode, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(expiresAtSeconds)
    .sign(keyOf(secret));
  return { accessToken, expiresAt: new Date(expiresAtSeconds * 1000).toISOString() };
}

/**
 * The account a token names and the emission its sign-in is limited to (a purchase's grant),
 * while its session lives; undefined for a forged, expired or foreign token, or one whose
 * session was logged out or ended by a new password.
 */
export async function accountOfToken(db: Database, secret: string, token: string) {
  const claims = await verifiedClaims(secret, token);
  if (!claims) return undefined;
  const session = await activeSession(db, claims.sessionId);
  if (session?.userId !== claims.userId) return undefined;
  const account = await findUser(db, claims.userId);
  return account && { account, onlyEmissionId: session.emissionId };
}

async function verifiedClaims(secret: string, token: string) {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer,
      audience,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return undefined;
  }
}
