import type { FastifyInstance } from 'fastify';
import type { ApiAreaOptions } from '../routes/api-area';
import type { ValibotTypeProvider } from '../http/valibot-provider';
import { notFound } from '../http/errors';
import { schedulePeriodicTask } from '../background/periodic-task';
import { cartNotRecoveredMessage } from '../../domain/validation/cart-id';
import { getCartQuerySchema, saveCartRequestSchema } from '../../domain/validation/cart-request';
import { findCart, purgeExpiredCarts, saveCart } from './cart-store';

/** Saved carts: save or update, restore by id, and the purge of expired ones. */
export async function cartsArea(app: FastifyInstance, { config }: ApiAreaOptions) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const { ttlDays, purgeIntervalMs } = config.carts;

  api.post(
    '/api/quotation/save-cart',
    {
      schema: {
        tags: ['carts'],
        summary: 'Saves a cart, or updates the one cartId names',
        body: saveCartRequestSchema,
      },
    },
    async (request) => {
      const { cartId, store, quote } = request.body;
      const content = { store, quote, partnerCode: request.partnerCode };
      return { data: { id: await saveCart(app.db, cartId, content, ttlDays) } };
    },
  );

  api.get(
    '/quotation/get-cart',
    {
      schema: {
        tags: ['carts'],
        summary: 'Restores a saved cart',
        querystring: getCartQuerySchema,
      },
    },
    async (request) => {
      const { id } = request.query;
      const redux = await findCart(app.db, id);
      if (!redux) throw notFound(cartNotRecoveredMessage(id));
      return { data: { id, redux } };
    },
  );

  schedulePeriodicTask(app, {
    name: 'saved-cart purge',
    intervalMs: purgeIntervalMs,
    run: () => purgeExpiredCarts(app.db),
  });
}
