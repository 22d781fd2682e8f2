import { createHash, randomBytes } from 'node:crypto';

/** Links mailed to an address carry a random token; only its hash is stored. */
export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh 256-bit token for a mailed link, and the hash to store. */
export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOfToken(token) };
}
