import { cartNotRecoveredMessage } from '../../domain/validation/cart-id';
import type { SendMailRequest } from '../../domain/validation/mail-request';
import { findCart } from '../carts/cart-store';
import type { CatalogLookups } from '../catalog/lookups';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import type { SavedQuoteMail } from './templates/saved-quote';

/**
 * The saved-quote message's content, read from the live saved cart: the caller names the cart
 * and the address, never the words. An expired or unknown cart answers 404.
 */
export async function savedQuoteOf(
  db: Database,
  catalog: CatalogLookups,
  { cartId }: SendMailRequest['content'],
): Promise<SavedQuoteMail> {
  const cart = await findCart(db, cartId);
  if (!cart) throw notFound(cartNotRecoveredMessage(cartId));
  const versionId = cart.vehicle?.versionId;
  const version = versionId ? await catalog.findVersion(versionId) : undefined;
  return {
    cartId,
    firstName: cart.client?.firstName,
    vehicle: version && `${version.brand} ${version.subBrand} ${version.modelYear}`,
  };
}
