import type { FastifyInstance } from 'fastify';
import { errorCodes } from '../../domain/common/errors';
import { cardTokenizeRequestSchema } from '../../domain/validation/card-token-request';
import { AppError } from '../http/errors';
import type { ValibotTypeProvider } from '../http/valibot-provider';
import { ensureBrowserId } from '../plugins/browser-identity';
import { recordTokenBrowser } from './card-token-browsers';

/**
 * The payment processor's tokeniser, played by the app's payment gateway: the card goes here
 * and nowhere else; the emission routes only ever receive the single-use token it answers, and
 * charge it only for the browser that asked for it.
 */
export async function paymentsArea(app: FastifyInstance) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const gateway = app.paymentGateway;

  api.post(
    '/api/payment/tokenize',
    {
      schema: {
        tags: ['payments'],
        summary: 'Exchanges a card for a single-use token (brand and last four digits)',
        body: cardTokenizeRequestSchema,
      },
    },
    async (request, reply) => {
      const outcome = await gateway.tokenize(request.body);
      if (outcome.status === 'refused')
        throw new AppError(400, errorCodes.validation, outcome.message, {
          [outcome.field]: [outcome.message],
        });
      const { cardToken, brand, lastFour } = outcome;
      await recordTokenBrowser(app.db, cardToken, ensureBrowserId(request, reply));
      return { data: { cardToken, brand, lastFour } };
    },
  );
}
