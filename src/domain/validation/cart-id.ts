import * as v from 'valibot';
import { oneMessage } from './rules';

// Apart from the saved cart's schema (cart-request.ts): the session and the saved-quote mail
// name a cart by its id, and the home page's first load should not carry the cart's fields.

/** The answer get-cart gives for an id that names no live cart (ours). */
export const cartNotRecoveredMessage = (cartId?: string) =>
  cartId ? `No pudimos recuperar el carrito ${cartId}.` : 'No pudimos recuperar el carrito.';

/** Cart ids are the UUIDs the server hands out; anything else cannot name a cart. */
export const cartIdSchema = oneMessage(
  v.pipe(v.string(cartNotRecoveredMessage()), v.trim(), v.uuid(cartNotRecoveredMessage())),
);
