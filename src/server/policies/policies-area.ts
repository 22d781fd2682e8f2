import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '../../domain/common/errors';
import { messages } from '../../domain/validation/messages';
import { fields, identifier } from '../../domain/validation/rules';
import { AppError, notFound } from '../http/errors';
import type { ValibotTypeProvider } from '../http/valibot-provider';
import type { ServerConfig } from '../config';
import type { ApiAreaOptions } from '../routes/api-area';
import { browserIdOf, ensureBrowserId } from '../plugins/browser-identity';
import { hasPartnerCredential } from '../http/partner-credential';
import { accountOfToken } from '../users/access-token';
import type { EmissionReply } from './emission-answer';
import {
  keyedEmissionRequestSchema,
  keyedEmitPayRequestSchema,
  keyedPayRequestSchema,
} from '../../domain/validation/purchase-requests';
import { runEmission } from './emission-runner';
import { submitEmission, type EmissionSubmission } from './emission-service';
import {
  findEmissionOfQuotation,
  findStalledEmissions,
  releaseLeasesOfGoneHolders,
  resumeStalledEmission,
} from './emission-store';
import { schedulePeriodicTask } from '../background/periodic-task';
import { forgetGoneProcesses, heartbeatIntervalMs } from '../background/process-registry';
import { noPendingPolicyMessage, payPendingPolicy } from './pay-service';
import { policyDocumentOf } from './policy-document';
import { policyPdfFileName, renderPolicyPdf } from './policy-pdf';
import { textsFor } from '../texts/catalogue';
import { languageSchema } from '../../domain/validation/language-field';
import { findPolicy, type Policy } from './policy-store';

export const policyAccessDeniedMessage =
  'Para descargar tu póliza inicia sesión con la cuenta del correo con el que la contrataste.';

const policyParamsSchema = fields({ policyNumber: identifier(messages.invalidRequest) });
/** `?language=en`: the PDF in the holder's language (the site's), Spanish without it. */
const policyPdfQuerySchema = fields({ language: languageSchema });

/**
 * Emission (with or without the card), the pending payment and the policy PDF. The price is
 * always the stored quotation's; emission answers its outcome when it ends within the answer
 * wait (EMISSION_ANSWER_WAIT_MS), else 202 while it runs, and the client polls.
 */
export async function policiesArea(app: FastifyInstance, { config }: ApiAreaOptions) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const services: EmissionSubmission = {
    db: app.db,
    payments: app.paymentGateway,
    insurers: app.insurerGateway.adapters,
    clock: app.clock,
    insurerTimeoutMs: config.insurers.timeoutMs,
    log: app.log,
    processId: app.processIdentity.id,
    publicBaseUrl: config.publicBaseUrl,
    answerWaitMs: config.emissionAnswerWaitMs,
  };
  // At start and then every heartbeat: the running emissions of a process that is gone (this
  // one before a restart, or another on the same database) are resumed here, whether or not
  // the buyer's browser polls again; each resumed emission is taken by one process only.
  schedulePeriodicTask(app, {
    name: 'lease takeover',
    intervalMs: heartbeatIntervalMs,
    // A restarted process has taken its emissions back before it answers their polls.
    firstRunBeforeReady: true,
    run: async () => {
      const live = await forgetGoneProcesses(app.db, app.processIdentity);
      const released = await releaseLeasesOfGoneHolders(app.db, live);
      if (released > 0) app.log.info({ released }, 'emissions of a stopped process resumable');
      for (const stalled of await findStalledEmissions(app.db)) {
        const resumed = await resumeStalledEmission(app.db, stalled, services.processId);
        if (resumed) void runEmission(services, resumed);
      }
    },
  });
  const send = (reply: FastifyReply, answer: EmissionReply) =>
    reply.status(answer.statusCode).send(answer.body);

  api.post(
    '/policy/emit',
    {
      schema: {
        tags: ['policies'],
        summary:
          'Issues the quotation’s policy without payment (a promo that skips it, with its partner’s credential or voucher)',
        body: keyedEmissionRequestSchema,
      },
    },
    async (request, reply) => {
      const { idempotencyKey, paymentVoucher, ...emission } = request.body;
      const call = {
        request: emission,
        idempotencyKey,
        paymentVoucher,
        ...callerOf(request, reply, config.partnerCredentials),
      };
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
      const call = {
        request: emission,
        payment,
        idempotencyKey,
        ...callerOf(request, reply, config.partnerCredentials),
      };
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
    async (request) => {
      await requirePayer(request);
      return { data: await payPendingPolicy(services, request.body, browserIdOf(request)) };
    },
  );

  api.get(
    '/api/policy/:policyNumber/pdf',
    {
      schema: {
        tags: ['policies'],
        summary: 'The policy PDF, to its holder’s account (header X-Access-Token)',
        params: policyParamsSchema,
        querystring: policyPdfQuerySchema,
      },
    },
    async (request, reply) => {
      const policy = await findPolicy(app.db, request.params.policyNumber);
      if (!policy || !(await mayDownload(policy, request.headers))) throw accessDenied();
      const texts = textsFor(request.query.language, policy.partnerCode);
      const pdf = await renderPolicyPdf(
        await policyDocumentOf(app.db, policy, config.policyDocument),
        texts,
      );
      const fileName = policyPdfFileName(policy, texts);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(pdf));
    },
  );

  /**
   * Only the holder's account (a token drawn from its sign-in) may download the policy; a sign-in
   * opened by a purchase's grant, this purchase's policy only.
   */
  async function mayDownload(policy: Policy, headers: FastifyRequest['headers']) {
    const signedIn = await accountOfRequest(headers);
    if (signedIn?.account.emailAddress !== policy.holderEmail) return false;
    return signedIn.onlyEmissionId === null || signedIn.onlyEmissionId === policy.emissionId;
  }

  async function accountOfRequest(headers: FastifyRequest['headers']) {
    const token = headers['x-access-token'];
    return typeof token === 'string'
      ? accountOfToken(app.db, config.accessTokenSecret, token)
      : undefined;
  }

  /**
   * A pending payment is paid from the browser that bought the policy or by the holder's account;
   * anyone else hears what an unknown quotation answers.
   */
  async function requirePayer(request: FastifyRequest<{ Body: { quotationId: string } }>) {
    const emission = await findEmissionOfQuotation(app.db, request.body.quotationId);
    if (!emission) return;
    if (browserIdOf(request) === emission.purchaserId) return;
    const policy = emission.policyNumber
      ? await findPolicy(app.db, emission.policyNumber)
      : undefined;
    if (policy && (await mayDownload(policy, request.headers))) return;
    throw notFound(noPendingPolicyMessage);
  }
}

/**
 * The caller of an emission: its partner, whether it proved to be that partner, and its
 * browser (given an id if it has none yet).
 */
const callerOf = (
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: ServerConfig['partnerCredentials'],
) => ({
  partnerCode: request.partnerCode,
  partnerProven: hasPartnerCredential(request, credentials),
  purchaserId: ensureBrowserId(request, reply),
});

/** Unknown and foreign policies answer alike, so policy numbers cannot be probed. */
const accessDenied = () => new AppError(403, errorCodes.forbidden, policyAccessDeniedMessage);
