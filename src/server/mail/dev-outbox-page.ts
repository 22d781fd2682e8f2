import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ValibotTypeProvider } from '../http/valibot-provider';
import { notFound } from '../http/errors';
import { errorCodes } from '../../domain/common/errors';
import { html } from './html';
import { findMail, listRecentMail, type OutboxMessage } from './outbox-store';

const listedMessages = 100;
const mailIdParams = v.object({ id: v.pipe(v.string(), v.uuid('Correo no encontrado.')) });

const operatorRealm = 'Basic realm="Bandeja de salida de Cotizauto", charset="UTF-8"';
export const operatorCredentialMessage =
  'La bandeja de salida es solo para operadores: indica la credencial de operador (OPERATOR_TOKEN).';

/**
 * The outbox as a page, so QA can read each message as it would arrive and follow its links
 * (the saved-quote link restores the cart). It holds buyers' addresses and one-time links, so it
 * is served only when OPERATOR_TOKEN is set, and only to who gives it: as the password of the
 * browser's own sign-in prompt (HTTP Basic, any user name) or as a bearer credential.
 */
export async function devOutboxPage(
  app: FastifyInstance,
  { operatorToken }: { operatorToken: string },
) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.addHook('onRequest', async (request, reply) =>
    requireOperator(request, reply, operatorToken),
  );
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

async function requireOperator(request: FastifyRequest, reply: FastifyReply, token: string) {
  if (sameSecret(operatorCredentialOf(request.headers.authorization), token)) return;
  reply.header('www-authenticate', operatorRealm);
  reply.header('cache-control', 'no-store');
  return reply
    .status(401)
    .send({ code: errorCodes.unauthorized, message: operatorCredentialMessage });
}

/** The secret of `Basic base64(user:secret)` or `Bearer secret`. */
function operatorCredentialOf(header: string | undefined): string | undefined {
  const [scheme, value] = header?.split(' ') ?? [];
  if (scheme === 'Bearer') return value;
  if (scheme !== 'Basic' || !value) return undefined;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1);
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
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
        <title>Bandeja de salida de correo (operadores)</title>
      </head>
      <body>
        <main>
          <h1>Bandeja de salida de correo</h1>
          <p>Para operadores: sin SMTP_URL los correos se quedan aquí en lugar de enviarse.</p>
          ${table}
        </main>
      </body>
    </html>`.markup;
}
