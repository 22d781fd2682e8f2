import { SignJWT, jwtVerify } from 'jose';

const issuer = 'cotizauto';
const audience = 'cotizauto-account';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A short-lived HS256 token naming the account (`sub`) and its partner. */
export async function signAccessToken(
  secret: string,
  claims: { userId: string; partnerCode: string; expiresInSeconds: number },
): Promise<{ accessToken: string; expiresAt: string }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAtSeconds = now + claims.expiresInSeconds;
  const accessToken = await new SignJWT({ partnerCode: claims.partnerCode })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(expiresAtSeconds)
    .sign(keyOf(secret));
  return { accessToken, expiresAt: new Date(expiresAtSeconds * 1000).toISOString() };
}

/** The account id a valid token names; undefined for a forged, expired or foreign token. */
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer,
      audience,
      algorithms: ['HS256'],
    });
    return payload.sub;
  } catch {
    return undefined;
  }
}
