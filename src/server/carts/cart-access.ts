import { hashOfToken, newOneTimeToken } from '../http/one-time-token';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Language } from '../../domain/site/languages';
import { cartIdSchema } from '../../domain/validation/cart-id';
import type { RestoredCart } from '../../domain/validation/cart-request';
import type { Database } from '../db/client';
import { cartAccessLinks } from '../db/schema/index';
import { enqueueMail } from '../mail/outbox-store';
import { renderOneTimeLink } from '../mail/templates/password-link';
import { textsFor } from '../texts/catalogue';

const validMinutes = 60;
/** The carts whose e-mail this browser proved, in a signed HttpOnly cookie. */
export const provenCartsCookie = 'cotizauto_proven_carts';
const provenCartsKept = 10;
export const cartAccessPath = '/cart-access';

/**
 * A saved cart as someone who only holds its id sees it: the quote (vehicle version, the
 * quote's answers, the chosen package and payment) without the buyer's personal data (names,
 * RFC, address, phone, e-mail, the vehicle's serials, the beneficiary).
 */
export function quoteOnly(cart: RestoredCart): RestoredCart {
  const { store, policy, vehicle, client } = cart;
  const postalCode = client?.address?.postalCode;
  return {
    store,
    ...(policy && { policy }),
    ...(vehicle?.versionId && { vehicle: { versionId: vehicle.versionId } }),
    ...(client && {
      client: {
        birthdate: client.birthdate,
        gender: client.gender,
        fiscalRegime: client.fiscalRegime,
        ...(postalCode && { address: { postalCode } }),
      },
    }),
  };
}

/**
 * Mails the cart's own address (its client's e-mail) a one-time link that proves it.
 */
export async function mailCartAccessLink(
  db: Database,
  cartId: string,
  client: { emailAddress: string; firstName?: string },
  {
    publicBaseUrl,
    language,
    partnerCode,
  }: { publicBaseUrl: string; language: Language; partnerCode: string },
): Promise<void> {
  const { token, tokenHash } = newOneTimeToken();
  await db.insert(cartAccessLinks).values({
    tokenHash,
    cartId,
    expiresAt: new Date(Date.now() + validMinutes * 60 * 1000),
  });
  const link = `${publicBaseUrl}${cartAccessPath}?${new URLSearchParams({ token })}`;
  await enqueueMail(db, {
    ...renderOneTimeLink(
      'cartAccess',
      { firstName: client.firstName, link, validMinutes },
      textsFor(language, partnerCode),
    ),
    branchCode: '',
    mailCode: 'cart-access',
    partnerCode,
    recipient: client.emailAddress,
  });
}

/** Spends a link: the cart it was sent for, once, while it is valid; otherwise undefined. */
export async function useCartAccessLink(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db
    .update(cartAccessLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(cartAccessLinks.tokenHash, hashOfToken(token)),
        isNull(cartAccessLinks.usedAt),
        gt(cartAccessLinks.expiresAt, new Date()),
      ),
    )
    .returning({ cartId: cartAccessLinks.cartId });
  return row?.cartId;
}

/** The carts whose e-mail this browser proved (its signed cookie; none when tampered with). */
export function provenCartIdsOf(request: FastifyRequest): string[] {
  const raw = request.cookies[provenCartsCookie];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  if (!unsigned?.valid || !unsigned.value) return [];
  return unsigned.value.split('.').filter((id) => v.is(cartIdSchema, id));
}

/** Adds a proven cart to the browser's cookie (the newest few are kept). */
export function rememberProvenCart(
  request: FastifyRequest,
  reply: FastifyReply,
  cartId: string,
  ttlDays: number,
): void {
  const kept = [cartId, ...provenCartIdsOf(request).filter((id) => id !== cartId)];
  reply.setCookie(provenCartsCookie, kept.slice(0, provenCartsKept).join('.'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    signed: true,
    maxAge: ttlDays * 24 * 60 * 60,
  });
}
