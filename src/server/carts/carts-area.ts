import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ApiAreaOptions } from '../routes/api-area';
import type { ValibotTypeProvider } from '../http/valibot-provider';
import { AppError, notFound } from '../http/errors';
import { attemptRefusedBy } from '../http/throttle';
import { browserIdOf, ensureBrowserId } from '../plugins/browser-identity';
import { mailLimits } from '../mail/mail-limits';
import { mailLimitMessage } from '../mail/mail-area';
import { errorCodes } from '../../domain/common/errors';
import { clientRoutes } from '../../domain/site/routes';
import { cartNotRecoveredMessage } from '../../domain/validation/cart-id';
import {
  cartAccessLinkRequestSchema,
  getCartQuerySchema,
  saveCartRequestSchema,
} from '../../domain/validation/cart-request';
import { findCart, mayReadPersonalData, saveCart } from './cart-store';
import {
  cartAccessPath,
  mailCartAccessLink,
  provenCartIdsOf,
  quoteOnly,
  rememberProvenCart,
  useCartAccessLink,
} from './cart-access';
import { restoreCartLink } from '../mail/templates/saved-quote';

/**
 * Saved carts: save or update, restore by id, and the link that proves the cart's e-mail (an
 * expired one is deleted by background/expired-records.ts). The id restores the quote for anyone who holds it; the buyer's personal
 * data only in the browser that saved the cart or after its e-mail is proven.
 */
export async function cartsArea(app: FastifyInstance, { config }: ApiAreaOptions) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const { ttlDays } = config.carts;

  api.post(
    '/api/quotation/save-cart',
    {
      schema: {
        tags: ['carts'],
        summary: 'Saves a cart, or updates the one cartId names (if this browser may)',
        body: saveCartRequestSchema,
      },
    },
    async (request, reply) => {
      const { cartId, store, quote } = request.body;
      const content = { store, quote, partnerCode: request.partnerCode };
      const saver = {
        browserId: ensureBrowserId(request, reply),
        provenCartIds: provenCartIdsOf(request),
      };
      return { data: { id: await saveCart(app.db, cartId, content, ttlDays, saver) } };
    },
  );

  api.get(
    '/quotation/get-cart',
    {
      schema: {
        tags: ['carts'],
        summary: 'Restores a saved cart (its personal data only to the browser that may read it)',
        querystring: getCartQuerySchema,
      },
    },
    async (request) => {
      const { id } = request.query;
      const cart = await findCart(app.db, id);
      if (!cart) throw notFound(cartNotRecoveredMessage(id));
      const reader = { browserId: browserIdOf(request), provenCartIds: provenCartIdsOf(request) };
      const personal = await mayReadPersonalData(app.db, id, reader);
      return { data: { id, redux: personal ? cart : quoteOnly(cart) } };
    },
  );

  api.post(
    '/api/quotation/cart-access-link',
    {
      schema: {
        tags: ['carts'],
        summary: 'Mails the cart’s own address a one-time link that opens its personal data',
        body: cartAccessLinkRequestSchema,
      },
    },
    async (request, reply) => {
      const { cartId, language } = request.body;
      const client = (await findCart(app.db, cartId))?.client;
      const emailAddress = client?.emailAddress;
      // Counted per id when the cart has no address: an unknown id answers like a known one.
      const recipient = emailAddress ?? cartId;
      if (await attemptRefusedBy(app.db, mailLimits('cart-access', recipient, request.ip)))
        throw new AppError(429, errorCodes.rateLimited, mailLimitMessage);
      if (emailAddress) {
        const { publicBaseUrl } = config;
        const options = { publicBaseUrl, language, partnerCode: request.partnerCode };
        await mailCartAccessLink(app.db, cartId, { ...client, emailAddress }, options);
      }
      return reply.status(202).send({ data: { cartId } });
    },
  );
}

const cartAccessQuerySchema = v.object({ token: v.optional(v.string(), '') });

/**
 * GET /cart-access?token=…, the link mailed to a cart's address (outside the API: a mail
 * client's link carries no bearer). A valid token proves the address: this browser may read
 * the cart's personal data from now on, and lands on the cart. Any other token lands home.
 */
export async function cartAccessPage(
  app: FastifyInstance,
  { publicBaseUrl, ttlDays }: { publicBaseUrl: string; ttlDays: number },
) {
  app.get(cartAccessPath, async (request, reply) => {
    const query = v.safeParse(cartAccessQuerySchema, request.query);
    const token = query.success ? query.output.token : '';
    const cartId = token ? await useCartAccessLink(app.db, token) : undefined;
    if (!cartId) return reply.redirect(`${publicBaseUrl}${clientRoutes.home}`, 303);
    rememberProvenCart(request, reply, cartId, ttlDays);
    return reply.redirect(restoreCartLink(publicBaseUrl, cartId), 303);
  });
}
