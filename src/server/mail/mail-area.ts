import type { FastifyInstance } from 'fastify';
import type { ApiAreaOptions } from '../routes/api-area';
import type { MailConfig } from '../config';
import type { ValibotTypeProvider } from '../http/valibot-provider';
import { AppError } from '../http/errors';
import { attemptRefusedBy } from '../http/throttle';
import { schedulePeriodicTask } from '../background/periodic-task';
import { errorCodes } from '../../domain/common/errors';
import { sendMailRequestSchema } from '../../domain/validation/mail-request';
import { enqueueMail } from './outbox-store';
import { createSmtpTransport, sendDueMail } from './mail-sender';
import { renderSavedQuote } from './templates/saved-quote';
import { savedQuoteOf } from './saved-quote-request';
import { mailLimits } from './mail-limits';
import { textsFor } from '../texts/catalogue';

export const mailLimitMessage =
  'Ya enviamos varios correos con tu cotización. Espera un momento antes de pedir otro.';

/**
 * Mail: POST /mail/send-mail queues the saved-quote message, written on the server from the saved
 * cart. With SMTP_URL a background worker sends the queue; without it the messages stay there for
 * the operators' page (/dev/outbox).
 */
export async function mailArea(app: FastifyInstance, { config }: ApiAreaOptions) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const context = { publicBaseUrl: config.publicBaseUrl, cartTtlDays: config.carts.ttlDays };

  api.post(
    '/mail/send-mail',
    {
      schema: {
        tags: ['mail'],
        summary: 'Queues the saved-quote message, written from the saved cart',
        body: sendMailRequestSchema,
      },
    },
    async (request) => {
      const { branchCode, mailCode, content, language } = request.body;
      const limits = mailLimits(mailCode, content.emailAddress, request.ip);
      if (await attemptRefusedBy(app.db, limits))
        throw new AppError(429, errorCodes.rateLimited, mailLimitMessage);
      const savedQuote = await savedQuoteOf(app.db, app.catalog, content);
      const id = await enqueueMail(app.db, {
        ...renderSavedQuote(savedQuote, context, textsFor(language, request.partnerCode)),
        branchCode,
        mailCode,
        partnerCode: request.partnerCode,
        recipient: content.emailAddress,
      });
      return { data: { id } };
    },
  );

  const { smtpUrl } = config.mail;
  if (smtpUrl) await startMailWorker(app, smtpUrl, config.mail);
}

async function startMailWorker(app: FastifyInstance, smtpUrl: string, mail: MailConfig) {
  const transport = await createSmtpTransport(smtpUrl);
  const sender = { db: app.db, transport, config: mail, log: app.log };
  schedulePeriodicTask(app, {
    name: 'mail sender',
    intervalMs: mail.pollIntervalMs,
    run: (signal) => sendDueMail(sender, signal),
  });
  app.addHook('onClose', async () => transport.close());
}
