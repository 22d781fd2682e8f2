import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ValibotTypeProvider } from '../http/valibot-provider';
import { AppError, notFound } from '../http/errors';
import { errorCodes, genericMessages } from '../../domain/common/errors';
import { insurerCodes } from '../../domain/insurers/insurers';
import { blacklistedInsurersFor } from '../../domain/site/promo';
import { messages } from '../../domain/validation/messages';
import { quoteRequestSchema } from '../../domain/validation/quote-request';
import { quoteRoundRequestSchema } from '../../domain/validation/quote-round-request';
import { promoCodeQuerySchema } from '../../domain/validation/catalog-requests';
import { quotePdfRequestSchema } from '../../domain/validation/quote-pdf-request';
import { quotableInsurers, quotablePackages } from '../../domain/quote/quote-restrictions';
import { declinedCode, eligibleInsurers, noProviders, resolveQuoteContext } from './quote-context';
import { quoteWithInsurer, type QuoteServices } from './quote-service';
import { streamQuoteRound } from './quote-round';
import { findPromo } from './promo-store';
import { findLiveQuotations } from './quotation-store';
import { createQuotationWriter } from './quotation-writer';
import { quotePdfFileName, renderQuotePdf } from './quote-pdf';
import { textsFor } from '../texts/catalogue';

const quotationExpired = 'La cotización expiró o no existe; cotiza de nuevo.';

/**
 * The quotation area: one insurer's quote, a streamed quote round, promo codes and the quote
 * PDF. Prices come from the insurer adapters (the sandbox by default) and are stored.
 */
export async function quotationArea(app: FastifyInstance) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const services: QuoteServices = {
    writer: createQuotationWriter(app.db),
    gateway: app.insurerGateway,
  };

  api.post(
    '/quotation/quote',
    {
      schema: {
        tags: ['quotation'],
        summary: 'Quotes one insurer and one package',
        body: quoteRequestSchema,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const provider = headerValue(request, 'x-provider-code');
      if (provider && provider !== body.providerCode)
        throw new AppError(400, errorCodes.validation, messages.invalidRequest, {
          providerCode: [messages.invalidRequest],
        });
      const context = await resolveQuoteContext(app.catalog, app.db, body);
      if (eligibleInsurers(context, insurerCodes, quotablePackages(body)).length === 0)
        throw noProviders();
      const outcome = await quoteWithInsurer(
        services,
        context,
        body.providerCode,
        body.package,
        request.partnerCode,
        services.gateway.deadline(cancelledWith(reply)),
      );
      if (outcome.status === 'quoted') return { data: outcome.quotation };
      if (outcome.status === 'declined')
        throw new AppError(422, declinedCode, outcome.declined.reason);
      const timedOut = outcome.failed.code === errorCodes.upstreamTimeout;
      throw new AppError(timedOut ? 504 : 502, outcome.failed.code, outcome.failed.message);
    },
  );

  api.post(
    '/quotation/quote-round',
    {
      compress: false,
      schema: {
        tags: ['quotation'],
        summary: 'Quotes every insurer and package, streamed as NDJSON',
        body: quoteRoundRequestSchema,
      },
    },
    async (request, reply) => {
      const { providers, ...inputs } = request.body;
      const context = await resolveQuoteContext(app.catalog, app.db, inputs);
      const packages = quotablePackages(inputs);
      const blacklist = blacklistedInsurersFor(inputs.promoCode);
      const insurers = quotableInsurers(providers ?? insurerCodes, inputs).filter(
        (insurer) => !blacklist.includes(insurer),
      );
      if (eligibleInsurers(context, insurers, packages).length === 0) throw noProviders();
      const signal = cancelledWith(reply);
      const stream = streamQuoteRound(
        services,
        { context, insurers, packages, partnerCode: request.partnerCode },
        signal,
      );
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  api.get(
    '/api/quotation/get-promocode-data',
    {
      schema: {
        tags: ['quotation'],
        summary: 'What a promo code does',
        querystring: promoCodeQuerySchema,
      },
    },
    async (request) => {
      const promo = await findPromo(app.db, request.query.promocode);
      if (!promo) throw notFound(messages.promoCode);
      return { data: promo };
    },
  );

  api.post(
    '/api/quotation/get-pdf-generator',
    {
      schema: {
        tags: ['quotation'],
        summary: 'The quote as a PDF (base64)',
        body: quotePdfRequestSchema,
      },
    },
    async (request) => {
      const quotes = await findLiveQuotations(app.db, request.body.quotationIds);
      if (quotes.length === 0) throw notFound(quotationExpired);
      const texts = textsFor(request.body.language, request.partnerCode);
      const pdf = await renderQuotePdf(quotes, texts);
      const fileName = quotePdfFileName(quotes[0]!, texts);
      return { data: { pdf: Buffer.from(pdf).toString('base64'), fileName } };
    },
  );
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() || undefined;
}

/** Aborts when the client goes away before the answer is sent (a cancelled quote). */
function cancelledWith(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished)
      controller.abort(new AppError(499, errorCodes.cancelled, genericMessages.cancelled));
  });
  return controller.signal;
}
