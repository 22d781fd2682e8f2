import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorCodes } from '../../domain/errors';
import { messages } from '../../domain/validation/messages';
import { fields, identifier } from '../../domain/validation/rules';
import { AppError } from '../http/errors';
import type { ValibotTypeProvider } from '../http/valibot-provider';
import { createInsurerGateway } from '../insurers/gateway';
import { createSandboxGateway } from '../payments/sandbox-gateway';
import type { ApiAreaOptions } from '../routes/api-area';
import { verifyAccessToken } from '../users/access-token';
import { findUser } from '../users/user-store';
import type { EmissionReply } from './emission-answer';
import {
  keyedEmissionRequestSchema,
  keyedEmitPayRequestSchema,
  keyedPayRequestSchema,
} from './emission-requests';
import type { EmissionServices } from './emission-runner';
import { submitEmission } from './emission-service';
import { findEmission } from './emission-store';
import { payPendingPolicy } from './pay-service';
import { renderPolicyPdf } from './policy-pdf';
import { findPolicy, type Policy } from './policy-store';

export const policyAccessDeniedMessage =
  'Para descargar tu póliza inicia sesión con la cuenta del correo con el que la contrataste.';

const policyParamsSchema = fields({ policyNumber: identifier(messages.invalidRequest) });

/**
 * Emission (with or without the card), the pending payment and the policy PDF. The price is
 * always the stored quotation's; emission answers 202 while it runs and the client polls.
 */
export async function policiesArea(app: FastifyInstance, { config }: ApiAreaOptions) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const services: EmissionServices = {
    db: app.db,
    payments: createSandboxGateway(app.db, config.payments.latencyMs),
    insurers: createInsurerGateway(config.insurers, app.log).adapters,
    insurerTimeoutMs: config.insurers.timeoutMs,
    log: app.log,
  };
  const send = (reply: FastifyReply, answer: EmissionReply) =>
    reply.status(answer.statusCode).send(answer.body);

  api.post(
    '/policy/emit',
    {
      schema: {
        tags: ['policies'],
        summary: 'Issues the quotation’s policy without payment (promo codes that skip it)',
        body: keyedEmissionRequestSchema,
      },
    },
    async (request, reply) => {
      const { idempotencyKey, ...emission } = request.body;
      const call = { request: emission, idempotencyKey, partnerCode: request.partnerCode };
      return send(reply, await submitEmission(services, call));
    },
  );

  api.post(
    '/policy/emit-pay',
    {
      schema: {
        tags: ['policies'],
        summary: 'Issues the quotation’s policy and charges the card token',
        body: keyedEmitPayRequestSchema,
      },
    },
    async (request, reply) => {
      const { idempotencyKey, payment, ...emission } = request.body;
      const call = { request: emission, payment, idempotencyKey, partnerCode: request.partnerCode };
      return send(reply, await submitEmission(services, call));
    },
  );

  api.post(
    '/api/policy/pay',
    {
      schema: {
        tags: ['policies'],
        summary: 'Pays an issued policy whose payment is pending',
        body: keyedPayRequestSchema,
      },
    },
    async (request) => ({ data: await payPendingPolicy(services, request.body) }),
  );

  api.get(
    '/api/policy/:policyNumber/pdf',
    {
      schema: {
        tags: ['policies'],
        summary: 'The policy PDF (header X-Access-Token of its holder, or X-Emission-Id)',
        params: policyParamsSchema,
      },
    },
    async (request, reply) => {
      const policy = await findPolicy(app.db, request.params.policyNumber);
      if (!policy || !(await mayDownload(policy, request.headers))) throw accessDenied();
      const pdf = await renderPolicyPdf(policy);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="poliza-${policy.policyNumber}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  /** The holder's account (by e-mail) or whoever holds the emission's id may download. */
  async function mayDownload(policy: Policy, headers: Record<string, unknown>) {
    const emissionId = headers['x-emission-id'];
    if (typeof emissionId === 'string') {
      const emission = await findEmission(app.db, emissionId);
      if (emission?.policyNumber === policy.policyNumber) return true;
    }
    const token = headers['x-access-token'];
    if (typeof token !== 'string') return false;
    const userId = await verifyAccessToken(config.accessTokenSecret, token);
    const user = userId ? await findUser(app.db, userId) : undefined;
    return user?.emailAddress === policy.holderEmail;
  }
}

/** Unknown and foreign policies answer alike, so policy numbers cannot be probed. */
const accessDenied = () => new AppError(403, errorCodes.forbidden, policyAccessDeniedMessage);
