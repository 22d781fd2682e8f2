import { randomUUID } from 'node:crypto';
import type { InsurerCode } from '../../domain/insurers/insurers';
import type { PackageCode } from '../../domain/coverage/packages';
import { blacklistedInsurersFor } from '../../domain/site/promo';
import type { DeclinedQuote, FailedQuote, Quotation } from '../../domain/quote/quotation';
import type { InsurerGateway, QuoteDeadline } from '../insurers/gateway';
import type { RatedQuote } from '../insurers/rating';
import { insurerRequest, type QuoteContext } from './quote-context';
import type { QuotationWriter } from './quotation-writer';

export type PricedOutcome =
  /** The quotation, and its JSON text: written once, stored and answered as it is. */
  | { status: 'quoted'; quotation: Quotation; quotationJson: string }
  | { status: 'declined'; declined: DeclinedQuote }
  | { status: 'failed'; failed: FailedQuote };

export interface QuoteServices {
  writer: QuotationWriter;
  gateway: InsurerGateway;
}

export const promoExcludesInsurer = 'La aseguradora no participa en esta promoción.';

/**
 * Quotes one insurer and one package; a price is stored with its inputs and expiry before it
 * is answered, so emission can refer to its id alone.
 */
export async function quoteWithInsurer(
  services: QuoteServices,
  context: QuoteContext,
  insurer: InsurerCode,
  pack: PackageCode,
  partnerCode: string,
  deadline: QuoteDeadline,
): Promise<PricedOutcome> {
  const asked = { providerCode: insurer, package: pack };
  if (blacklistedInsurersFor(context.inputs.promoCode).includes(insurer))
    return { status: 'declined', declined: { ...asked, reason: promoExcludesInsurer } };
  const outcome = await services.gateway.quote(insurer, insurerRequest(context, pack), deadline);
  if (outcome.status === 'declined')
    return { status: 'declined', declined: { ...asked, reason: outcome.reason } };
  if (outcome.status === 'failed')
    return { status: 'failed', failed: { ...asked, code: outcome.code, message: outcome.message } };
  const quotation = toQuotation(context, insurer, pack, outcome.quote, outcome.validityDays);
  const quotationJson = JSON.stringify(quotation);
  await services.writer.save({
    answerJson: quotationJson,
    requestId: context.requestId,
    inputs: context.inputs,
    vehicle: context.vehicle,
    partnerCode,
  });
  return { status: 'quoted', quotation, quotationJson };
}

const millisecondsPerDay = 86_400_000;

function toQuotation(
  context: QuoteContext,
  insurer: InsurerCode,
  pack: PackageCode,
  rated: RatedQuote,
  validityDays: number,
): Quotation {
  return {
    id: randomUUID(),
    providerCode: insurer,
    package: pack,
    paymentFrequency: context.inputs.paymentFrequency,
    ...rated,
    expiresAt: new Date(Date.now() + validityDays * millisecondsPerDay).toISOString(),
  };
}
