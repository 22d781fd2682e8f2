import type { FastifyBaseLogger } from 'fastify';
import type { InsurerCode } from '../../domain/insurers/insurers';
import { emissionErrorMessage } from '../../domain/payment/payment-outcomes';
import { paymentSchedule } from '../../domain/payment/payment-schedule';
import type { PaymentStatus } from '../../domain/quote/policy';
import type { Clock } from '../background/clock';
import { loggableError } from '../db/loggable-error';
import type { Database } from '../db/client';
import type { InsurerAdapter } from '../insurers/adapter';
import { enqueueMail } from '../mail/outbox-store';
import { renderPolicyIssued } from '../mail/templates/policy-issued';
import { defaultLanguage } from '../../domain/site/languages';
import { clientRoutes } from '../../domain/site/routes';
import { textsFor } from '../texts/catalogue';
import {
  authorizeAndRecord,
  captureAndRecord,
  type PaymentServices,
} from '../payments/card-charges';
import { saveSchedule } from '../payments/instalment-store';
import { findOpenHold, updatePaymentStatus } from '../payments/payment-records';
import { finishEmission, type Emission, type EmissionEnd } from './emission-store';
import type { EmissionRecord } from '../../domain/purchase/emission-record';
import { emissionRecordOf } from './emission-record';
import { greetingNameOf, insurerRequestOf, policyOf } from './issued-policy';
import { savePolicy, type Policy } from './policy-store';
import { findQuotation } from './purchasable-quotation';
import type { StoredQuotationRow } from '../quotation/quotation-store';

export interface EmissionServices extends PaymentServices {
  insurers: Readonly<Record<InsurerCode, InsurerAdapter>>;
  insurerTimeoutMs: number;
  clock: Clock;
  log: FastifyBaseLogger;
  /** This process's id: the holder of the leases it takes (process-registry.ts). */
  processId: string;
  /** The site's origin: the policy e-mail links to the buyer's account there. */
  publicBaseUrl: string;
}

/**
 * One emission attempt: hold the first payment on the card (refusals end here, nothing
 * issued), have the insurer issue the policy (a failure releases the hold), then capture the
 * charge and schedule the plan's later receipts on the kept card. A capture the bank declines
 * leaves the policy active with its payment pending; a promo code that skips payment issues it
 * with no charge. Every step is idempotent, so a resumed attempt never charges or issues twice.
 */
export async function runEmission(services: EmissionServices, emission: Emission): Promise<void> {
  const { db, log } = services;
  try {
    const end = await attemptEmission(services, emission);
    await endWithMail(services, emission, end);
    log.info({ emissionId: emission.id, status: end.emission.status }, 'emission ended');
  } catch (error) {
    log.error({ emissionId: emission.id, err: loggableError(error) }, 'emission failed');
    const ended = await finishEmission(db, emission.id, {
      status: 'failed',
      message: emissionErrorMessage,
    });
    if (ended) await releaseHold(services, gatewayKeyOf(emission));
  }
}

/**
 * Ends the emission and queues its policy mail in one transaction: whoever sees the policy
 * issued (the polling buyer, a crash's resumer) also finds its mail queued.
 */
async function endWithMail(services: EmissionServices, emission: Emission, end: AttemptEnd) {
  await services.db.transaction(async (tx) => {
    const ended = await finishEmission(tx, emission.id, end.emission);
    if (ended && end.policy) await queuePolicyIssuedMail(tx, services, emission, end.policy);
  });
}

const gatewayKeyOf = (emission: Emission) => `${emission.id}:${emission.attempt}`;

/** A hold that cannot become a policy is released, so the buyer's money is not kept waiting. */
async function releaseHold({ db, payments, log }: EmissionServices, gatewayKey: string) {
  const authorizationId = await findOpenHold(db, gatewayKey);
  if (!authorizationId) return;
  await payments.void(authorizationId);
  await updatePaymentStatus(db, gatewayKey, 'voided');
  log.info({ gatewayKey }, 'card hold released');
}

interface AttemptEnd {
  emission: EmissionEnd;
  policy?: Policy;
}

const failed: AttemptEnd = { emission: { status: 'failed', message: emissionErrorMessage } };

async function attemptEmission(
  services: EmissionServices,
  emission: Emission,
): Promise<AttemptEnd> {
  const { db } = services;
  const quotation = (await findQuotation(db, emission.quotationId)) as StoredQuotationRow;
  const gatewayKey = gatewayKeyOf(emission);
  const hold = emission.payment
    ? await holdFirstPayment(services, emission, quotation, gatewayKey)
    : undefined;
  if (hold?.status === 'declined') return { emission: hold.end };
  const authorizationId = hold?.authorizationId;

  const record = await emissionRecordOf(db, emission.request, quotation);
  const issued = await issueWithInsurer(services, emission.id, record, authorizationId);
  if (!issued) {
    await releaseHold(services, gatewayKey);
    return failed;
  }
  const paymentStatus: PaymentStatus = authorizationId
    ? await captureAndRecord(services, authorizationId, gatewayKey, issued.policyNumber)
    : 'no-charge';
  const policy = await savePolicy(db, policyOf(emission, record, issued, paymentStatus));
  if (emission.payment) await scheduleReceipts(services, emission, quotation, policy);
  return { emission: { status: 'issued', policyNumber: policy.policyNumber }, policy };
}

async function holdFirstPayment(
  services: EmissionServices,
  emission: Emission,
  quotation: StoredQuotationRow,
  idempotencyKey: string,
) {
  const { cardToken, bank, cardType, installments } = emission.payment!;
  const hold = await authorizeAndRecord(services, {
    emissionId: emission.id,
    idempotencyKey,
    cardToken,
    amount: quotation.answer.firstPayment,
    bankCode: bank,
    cardType,
    installments,
    keepCardForLaterCharges: quotation.answer.payments > 1,
  });
  if (hold.status === 'authorized') {
    services.log.info({ emissionId: emission.id, gatewayKey: idempotencyKey }, 'card held');
    return hold;
  }
  const end: EmissionEnd = { status: 'rejected', message: hold.message, field: hold.field };
  return { status: 'declined' as const, end };
}

/** The plan's receipts: the first as charged now, the later ones due on their dates. */
async function scheduleReceipts(
  { db, clock }: EmissionServices,
  emission: Emission,
  quotation: StoredQuotationRow,
  policy: Policy,
) {
  const { firstPayment, nextPayments, payments, paymentFrequency } = quotation.answer;
  await saveSchedule(db, {
    policyNumber: policy.policyNumber,
    receipts: paymentSchedule({
      beginDate: policy.beginDate,
      paymentFrequency,
      firstPayment,
      nextPayments,
      payments,
    }),
    cardToken: emission.payment!.cardToken,
    firstReceiptPaid: policy.paymentStatus === 'paid',
    chargedAt: clock.now(),
  });
}

async function issueWithInsurer(
  { insurers, insurerTimeoutMs, log }: EmissionServices,
  emissionId: string,
  record: EmissionRecord,
  authorizationId: string | undefined,
) {
  const { insurer } = record;
  const request = insurerRequestOf(record, authorizationId ?? 'sin-cargo');
  try {
    const outcome = await insurers[insurer].emit(request, AbortSignal.timeout(insurerTimeoutMs));
    if (outcome.status === 'issued') return outcome;
    log.warn({ emissionId, insurer, reason: outcome.reason }, 'insurer refused');
  } catch (error) {
    log.warn({ emissionId, insurer, err: loggableError(error) }, 'insurer failed');
  }
  return undefined;
}

async function queuePolicyIssuedMail(
  db: Database,
  { publicBaseUrl }: EmissionServices,
  emission: Emission,
  policy: Policy,
) {
  const rendered = renderPolicyIssued(
    {
      paymentStatus: policy.paymentStatus as PaymentStatus,
      accountUrl: `${publicBaseUrl}${clientRoutes.account}`,
      emailAddress: policy.holderEmail,
      firstName: greetingNameOf(emission.request.client),
      policyNumber: policy.policyNumber,
      insurer: policy.insurer as InsurerCode,
      vehicle: policy.vehicle,
      package: policy.package as 0 | 1 | 2,
      paymentFrequency: policy.paymentFrequency as 0 | 1 | 2 | 3 | 4,
      total: policy.total,
      beginDate: policy.beginDate,
      endDate: policy.endDate,
    },
    // The buyer's language when they asked for the policy; older emissions stored none.
    textsFor(emission.request.language ?? defaultLanguage, policy.partnerCode),
  );
  await enqueueMail(db, {
    ...rendered,
    branchCode: 'vehicle',
    mailCode: 'policy-issued',
    partnerCode: policy.partnerCode,
    recipient: policy.holderEmail,
  });
}
