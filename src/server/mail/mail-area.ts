import type { FastifyInstance } from 'fastify';
import type { ApiAreaOptions } from '../routes/api-area';
import type { MailConfig } from '../config';
import type { ValibotTypeProvider } from '../http/valibot-provider';
import { schedulePeriodicTask } from '../background/periodic-task';
import { sendMailRequestSchema } from '../../domain/validation/mail-request';
import { enqueueMail } from './outbox-store';
import { createSmtpTransport, sendDueMail } from './mail-sender';
import { renderMail } from './templates/render-mail';

/**
 * Mail: POST /mail/send-mail renders the message its mailCode names and queues it in the outbox.
 * With SMTP_URL a background worker sends the queue; without it the messages stay there for the
 * development page (/dev/outbox).
 */
export async function mailArea(app: FastifyInstance, { config }: ApiAreaOptions) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const context = { publicBaseUrl: config.publicBaseUrl, cartTtlDays: config.carts.ttlDays };

  api.post(
    '/mail/send-mail',
    {
      schema: {
        tags: ['mail'],
        summary: 'Renders the message of a mailCode and queues it for sending',
        body: sendMailRequestSchema,
      },
    },
    async (request) => {
      const { branchCode, mailCode, content } = request.body;
      const rendered = renderMail(request.body, context);
      const id = await enqueueMail(app.db, {
        ...rendered,
        branchCode,
        mailCode,
        partnerCode: request.partnerCode,
        recipient: content.emailAddress,
      });
      return { data: { id } };
    },
  );

  const { smtpUrl } = config.mail;
  if (smtpUrl) startMailWorker(app, smtpUrl, config.mail);
}

function startMailWorker(app: FastifyInstance, smtpUrl: string, mail: MailConfig) {
  const transport = createSmtpTransport(smtpUrl);
  const sender = { db: app.db, transport, config: mail, log: app.log };
  schedulePeriodicTask(app, {
    name: 'mail sender',
    intervalMs: mail.pollIntervalMs,
    run: (signal) => sendDueMail(sender, signal),
  });
  app.addHook('onClose', async () => transport.close());
}
