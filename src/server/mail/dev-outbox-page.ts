import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ValibotTypeProvider } from '../http/valibot-provider';
import { notFound } from '../http/errors';
import { html } from './html';
import { findMail, listRecentMail, type OutboxMessage } from './outbox-store';

const listedMessages = 100;
const mailIdParams = v.object({ id: v.pipe(v.string(), v.uuid('Correo no encontrado.')) });

/**
 * Development only: the outbox as a page, so QA can read each message as it would arrive and
 * follow its links (the saved-quote link restores the cart). Outside the API scope: a browser
 * opens it without the bearer credential.
 */
export async function devOutboxPage(app: FastifyInstance) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await listRecentMail(app.db, listedMessages);
    return reply.type('text/html; charset=utf-8').send(outboxPage(messages));
  });
  api.get(
    '/dev/outbox/:id',
    { schema: { hide: true, params: mailIdParams } },
    async (request, reply) => {
      const message = await findMail(app.db, request.params.id);
      if (!message) throw notFound('Correo no encontrado.');
      return reply.type('text/html; charset=utf-8').send(message.htmlBody);
    },
  );
}

function outboxPage(messages: OutboxMessage[]): string {
  const rows = messages.map(
    (message) =>
      html`<tr>
        <td><a href="/dev/outbox/${message.id}">${message.subject}</a></td>
        <td>${message.recipient}</td>
        <td>${message.mailCode}</td>
        <td>${message.status}</td>
        <td>${message.attempts}</td>
        <td>
          <time datetime="${message.createdAt.toISOString()}"
            >${message.createdAt.toISOString()}</time
          >
        </td>
      </tr>`,
  );
  const table = messages.length
    ? html`<table>
        <caption>
          Hasta ${listedMessages} correos, del más reciente al más antiguo
        </caption>
        <thead>
          <tr>
            <th scope="col">Asunto</th>
            <th scope="col">Para</th>
            <th scope="col">Tipo</th>
            <th scope="col">Estado</th>
            <th scope="col">Intentos</th>
            <th scope="col">Creado</th>
          </tr>
        </thead>
        <tbody>
          ${rows}
        </tbody>
      </table>`
    : html`<p>Aún no hay correos en la bandeja de salida.</p>`;
  return html`<!doctype html>
    <html lang="es-MX">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Bandeja de salida de correo (desarrollo)</title>
      </head>
      <body>
        <main>
          <h1>Bandeja de salida de correo</h1>
          <p>Solo en desarrollo: sin SMTP_URL los correos se quedan aquí en lugar de enviarse.</p>
          ${table}
        </main>
      </body>
    </html>`.markup;
}
