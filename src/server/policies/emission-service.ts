import { errorCodes } from '../../domain/common/errors';
import { offersPaymentFrequency } from '../../domain/payment/payment-frequencies';
import { messages } from '../../domain/validation/messages';
import {
  paymentRequiredMessage,
  promoWithdrawnMessage,
} from '../../domain/payment/payment-outcomes';
import type { PaymentStatus } from '../../domain/quote/policy';
import type { CardPayment, EmissionRequest } from '../../domain/validation/purchase-requests';
import { AppError } from '../http/errors';
import { requireOwnCardToken } from '../payments/card-token-browsers';
import { findPromo } from '../quotation/promo-store';
import { redeemVoucher } from '../quotation/payment-vouchers';
import { emissionReply, type EmissionReply } from './emission-answer';
import { runEmission, type EmissionServices } from './emission-runner';
import {
  createEmission,
  endedWithoutPolicy,
  findEmissionByKey,
  findEmissionOfQuotation,
  markFailureReported,
  restartEmission,
  resumeStalledEmission,
  type Emission,
  type EmissionStart,
} from './emission-store';
import { checkPaymentChoices } from './payment-choices';
import { findPolicy } from './policy-store';
import { purchasableQuotation } from './purchasable-quotation';
import type { StoredQuotationRow } from '../quotation/quotation-store';

/** The emission services and how long a call waits for its emission to end (config.ts). */
export interface EmissionSubmission extends EmissionServices {
  answerWaitMs: number;
}

export interface EmissionCall {
  request: EmissionRequest;
  payment?: CardPayment;
  idempotencyKey?: string;
  partnerCode: string;
  /** The call carries its partner's credential (X-Partner-Credential): its own system asks. */
  partnerProven: boolean;
  /** The browser asking (its signed browser cookie): only it hears the emission's outcome. */
  purchaserId: string;
  /** A partner's single-use voucher, standing for its credential on this quotation. */
  paymentVoucher?: string;
}

export const quotationTakenMessage =
  'Esta cotización ya se está contratando desde otro navegador. Cotiza de nuevo para contratar tu seguro.';

export const idempotencyKeyReusedMessage =
  'Esta solicitud de emisión ya corresponde a otra cotización. Recarga la página e intenta de nuevo.';

/**
 * POST /policy/emit and /policy/emit-pay. One emission per quotation: a call finds it and
 * answers its state (polls, refreshes, double clicks), and starts an attempt only when there is
 * none yet or the last one ended without a policy or a charge. Without a client key the
 * quotation's id is the key. Only the browser that asked hears the state: another one (another
 * key, another buyer) is refused while the emission runs or once it issued, and may start its
 * own attempt only where nothing was issued or charged.
 */
export async function submitEmission(
  services: EmissionSubmission,
  call: EmissionCall,
): Promise<EmissionReply> {
  const { db } = services;
  const { quotationId } = call.request;
  const idempotencyKey = call.idempotencyKey ?? `quotation:${quotationId}`;
  const byKey = await findEmissionByKey(db, idempotencyKey);
  if (byKey && byKey.quotationId !== quotationId)
    throw new AppError(409, errorCodes.conflict, idempotencyKeyReusedMessage);

  const current = byKey ?? (await findEmissionOfQuotation(db, quotationId));
  if (current && current.purchaserId !== call.purchaserId) {
    if (!endedWithoutPolicy(current))
      throw new AppError(409, errorCodes.conflict, quotationTakenMessage);
  } else if (current && !startsNewAttempt(current, call)) return answerCurrent(services, current);

  await checkPurchase(services, call);
  const start: EmissionStart = {
    ...call,
    quotationId,
    idempotencyKey,
    leaseHolder: services.processId,
  };
  const started = current
    ? await restartEmission(db, current, start)
    : await createEmission(db, start);
  if (!started) return answerRaceWinner(services, call);
  const ended = await endsWithin(runEmission(services, started), services.answerWaitMs);
  const outcome = ended && (await findEmissionByKey(db, idempotencyKey));
  return outcome ? answerCurrent(services, outcome) : emissionReply(started);
}

/** Whether `work` settles within `ms`: a quick emission is answered in its first call. */
async function endsWithin(work: Promise<void>, ms: number): Promise<boolean> {
  if (ms <= 0) return false;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)));
  try {
    return await Promise.race([work.then(() => true), waited]);
  } finally {
    clearTimeout(timer);
  }
}

/** Another call started the emission first: answered only to the browser that made it. */
async function answerRaceWinner(services: EmissionServices, call: EmissionCall) {
  const winner = await findEmissionOfQuotation(services.db, call.request.quotationId);
  if (winner?.purchaserId !== call.purchaserId)
    throw new AppError(409, errorCodes.conflict, quotationTakenMessage);
  return answerCurrent(services, winner);
}

/**
 * A rejected card is answered again for the same token (a poll) and retried with a new one; a
 * failure is answered once and retried by the next call. A call without a card on an attempt
 * made with one is a poll too (the browser polls without the card, which it never stores):
 * it could not pay, so it hears the attempt's outcome instead of 'payment required'.
 */
function startsNewAttempt(emission: Emission, call: EmissionCall): boolean {
  if (!endedWithoutPolicy(emission)) return false;
  if (!call.payment && emission.payment) return false;
  if (emission.status === 'failed') return emission.failureReportedAt !== null;
  return call.payment?.cardToken !== emission.payment?.cardToken;
}

async function answerCurrent(services: EmissionServices, emission: Emission) {
  const { db } = services;
  if (emission.status === 'processing') {
    const resumed = await resumeStalledEmission(db, emission, services.processId);
    if (resumed) void runEmission(services, resumed);
  }
  if (emission.status === 'failed') await markFailureReported(db, emission.id);
  const policy = emission.policyNumber ? await findPolicy(db, emission.policyNumber) : undefined;
  return emissionReply(emission, policy?.paymentStatus as PaymentStatus | undefined);
}

/**
 * The quotation is live and the insurer's, and its promo code still in force; the card was tokenised by this browser and its
 * choices fit the quotation. No card needs a promo that skips payment, called by that promo's
 * partner with its credential or with one of its single-use vouchers: the promo code alone,
 * which anyone can read or type, issues nothing free.
 */
async function checkPurchase(services: EmissionServices, call: EmissionCall) {
  const { db } = services;
  const { quotationId, providerCode } = call.request;
  const quotation = await purchasableQuotation(db, quotationId, providerCode);
  const promoCode = quotation.request.promoCode;
  const promo = promoCode ? await findPromo(db, promoCode) : undefined;
  // Promo codes may be voided: a price quoted with one withdrawn since is no longer offered.
  if (promoCode && !promo) throw new AppError(410, 'quotation-expired', promoWithdrawnMessage);
  if (call.payment) {
    await requireOwnCardToken(db, call.payment.cardToken, call.purchaserId);
    checkPromoPaymentForm(quotation, call.payment, promo?.onlyCashPayment ?? false);
    return checkPaymentChoices(services, quotation, call.payment);
  }
  const partnerCode = promo?.skipPayment ? promo.partnerCode : null;
  const partnerSkipsPayment =
    partnerCode === call.partnerCode &&
    (call.partnerProven || (await voucherCovers(services, call, promo?.code ?? '')));
  if (!partnerSkipsPayment) throw new AppError(402, 'payment-required', paymentRequiredMessage);
}

function voucherCovers(services: EmissionServices, call: EmissionCall, promoCode: string) {
  if (!call.paymentVoucher) return false;
  const { partnerCode } = call;
  const { quotationId } = call.request;
  const scope = { partnerCode, promoCode, quotationId };
  return redeemVoucher(services.db, call.paymentVoucher, scope, services.clock.now());
}

/**
 * The payment form the browser offered: under a cash-only promo, Contado in one charge (no
 * instalment plan, no months without interest).
 */
function checkPromoPaymentForm(
  quotation: StoredQuotationRow,
  payment: CardPayment,
  onlyCashPayment: boolean,
) {
  if (!offersPaymentFrequency(onlyCashPayment, quotation.answer.paymentFrequency))
    throw invalidChoice('paymentFrequency');
  if (onlyCashPayment && payment.installments !== 1) throw invalidChoice('installments');
}

const invalidChoice = (field: string) =>
  new AppError(400, errorCodes.validation, messages.choiceNotOffered, {
    [field]: [messages.choiceNotOffered],
  });
