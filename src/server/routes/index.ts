import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { installApiContext } from '../plugins/api-context';
import { requireXsrf } from '../plugins/security';
import type { ApiArea } from './api-area';
import { systemRoutes } from './system';
import { siteIndexRoutes } from '../site/site-index';
import { cartAccessPage, cartsArea } from '../carts/carts-area';
import { leadsArea } from '../leads/leads-area';
import { mailArea } from '../mail/mail-area';
import { devOutboxPage } from '../mail/dev-outbox-page';
import { catalogArea } from '../catalog/catalog-area';
import { quotationArea } from '../quotation/quotation-area';
import { paymentsArea } from '../payments/payments-area';
import { policiesArea } from '../policies/policies-area';
import { paymentVouchersArea } from '../quotation/payment-vouchers-area';
import { usersArea } from '../users/users-area';

/**
 * Every API area registers here, inside one scope that checks the bearer credential, the
 * partner code and, on writes, the XSRF token. Paths are exactly the spec's, with or without
 * the /api prefix as written there.
 */
export async function apiRoutes(
  app: FastifyInstance,
  config: ServerConfig,
  areas: readonly ApiArea[] = apiAreas,
) {
  await app.register(systemRoutes);
  await app.register(siteIndexRoutes, { publicBaseUrl: config.publicBaseUrl });
  await app.register(cartAccessPage, {
    publicBaseUrl: config.publicBaseUrl,
    ttlDays: config.carts.ttlDays,
  });
  const { operatorToken } = config;
  if (operatorToken) await app.register(devOutboxPage, { operatorToken });
  await app.register(async (api) => {
    await installApiContext(api, config);
    api.addHook('preHandler', requireXsrf);
    // Answers carry carts, policies and accounts: no browser or proxy may keep a copy.
    api.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    for (const area of areas) await api.register(area, { config });
  });
}

/** The API areas, one plugin each (catalogue, quotation, carts, payments, policies, users…). */
export const apiAreas: readonly ApiArea[] = [
  catalogArea,
  quotationArea,
  cartsArea,
  leadsArea,
  mailArea,
  paymentsArea,
  policiesArea,
  paymentVouchersArea,
  usersArea,
];
