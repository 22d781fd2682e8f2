import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { errorCodes } from '../../domain/common/errors';
import { messages } from '../../domain/validation/messages';
import { promoCodeSchema } from '../../domain/validation/policy-fields';
import { fields } from '../../domain/validation/rules';
import { AppError } from '../http/errors';
import { hasPartnerCredential } from '../http/partner-credential';
import type { ValibotTypeProvider } from '../http/valibot-provider';
import type { ApiAreaOptions } from '../routes/api-area';
import { issueVouchers } from './payment-vouchers';
import { findPromo } from './promo-store';

export const voucherCredentialMessage =
  'Solo el sistema del socio, con su credencial, puede emitir vales.';
export const voucherPromoMessage =
  'Ese código promocional no es de este socio o no cubre el pago de la póliza.';

const issueVouchersRequestSchema = fields({
  promoCode: promoCodeSchema,
  count: v.optional(
    v.pipe(
      v.number(messages.invalidRequest),
      v.integer(messages.invalidRequest),
      v.minValue(1, messages.invalidRequest),
      v.maxValue(100, messages.invalidRequest),
    ),
    1,
  ),
});

/**
 * POST /api/partner/payment-vouchers: a partner's own system (X-Partner-Credential) issues
 * single-use vouchers for one of its promos that skip payment, to hand to its customers; each
 * one issues one policy without a card, in any browser, once.
 */
export async function paymentVouchersArea(app: FastifyInstance, { config }: ApiAreaOptions) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.post(
    '/api/partner/payment-vouchers',
    {
      schema: {
        tags: ['policies'],
        summary:
          'Issues single-use vouchers for a partner’s payment-skipping promo (partners only)',
        body: issueVouchersRequestSchema,
      },
    },
    async (request, reply) => {
      if (!hasPartnerCredential(request, config.partnerCredentials))
        throw new AppError(403, errorCodes.forbidden, voucherCredentialMessage);
      const { promoCode, count } = request.body;
      const promo = await findPromo(app.db, promoCode);
      if (!promo?.skipPayment || promo.partnerCode !== request.partnerCode)
        throw new AppError(400, errorCodes.validation, voucherPromoMessage, {
          promoCode: [voucherPromoMessage],
        });
      const scope = { partnerCode: request.partnerCode, promoCode: promo.code };
      const vouchers = await issueVouchers(app.db, scope, count, app.clock.now());
      return reply.status(201).send({ data: { vouchers } });
    },
  );
}
