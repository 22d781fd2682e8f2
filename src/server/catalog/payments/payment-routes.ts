import type { FastifyInstance } from 'fastify';
import { detectCardBrand } from '../../../domain/payment/card';
import {
  bankInstallmentsRequestSchema,
  catalogMessages,
  listBanksRequestSchema,
} from '../../../domain/validation/catalog-requests';
import { messages } from '../../../domain/validation/messages';
import { binInfoRequestSchema } from '../../../domain/validation/purchase-requests';
import type { ValibotTypeProvider } from '../../http/valibot-provider';
import { notFound } from '../../http/errors';
import { bankInstallments, findBin, listBanks } from './payment-store';

/** Banks, their MSI plans and the card BIN lookup of the payment step. */
export async function paymentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.post(
    '/api/catalog/list-banks',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The banks that issue cards in Mexico',
        body: listBanksRequestSchema,
      },
    },
    async (request) => ({ data: await listBanks(app.db, request.body.name) }),
  );

  api.post(
    '/api/catalog/list-bank-installments',
    {
      schema: {
        tags: ['catalog'],
        summary: "A bank's interest-free instalment plans (MSI, credit cards only)",
        body: bankInstallmentsRequestSchema,
      },
    },
    async (request) => {
      const plans = await bankInstallments(app.db, request.body.bankCode);
      if (!plans) throw notFound(catalogMessages.bankNotFound);
      return {
        data: {
          bankCode: plans.bank.code,
          bankName: plans.bank.name,
          cardType: 'credit',
          installments: plans.months,
        },
      };
    },
  );

  api.post(
    '/api/payment/get-bin-info',
    {
      schema: {
        tags: ['payments'],
        summary: "A card's scheme, type and bank from its first digits",
        body: binInfoRequestSchema,
      },
    },
    async (request) => {
      const { bin } = request.body;
      const known = await findBin(app.db, bin);
      if (known)
        return {
          data: {
            bin,
            scheme: known.scheme,
            cardType: known.cardType,
            category: known.category,
            bankCode: known.bankCode ?? undefined,
            bankName: known.bankName ?? undefined,
            cardClass: known.cardClass,
          },
        };
      // BINs the table lacks are still recognised by their scheme's number ranges.
      const scheme = detectCardBrand(bin);
      if (!scheme) throw notFound(messages.cardNumber);
      return { data: { bin, scheme, cardType: scheme === 'amex' ? 'credit' : undefined } };
    },
  );
}
