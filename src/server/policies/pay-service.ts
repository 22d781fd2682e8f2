import type { PaymentStatus } from '../../domain/quote/policy';
import { AppError, notFound } from '../http/errors';
import { authorizeAndRecord, captureAndRecord } from '../payments/card-charges';
import { countFailedAttempts } from '../payments/payment-records';
import type { Database } from '../db/client';
import { requireOwnCardToken } from '../payments/card-token-browsers';
import {
  firstFailedInstalment,
  scheduleOf,
  settleFailedInstalment,
} from '../payments/instalment-store';
import type { EmissionResult } from '../../domain/purchase/emission';
import { cardDeclinedCode } from './emission-answer';
import type { EmissionServices } from './emission-runner';
import { findEmissionOfQuotation } from './emission-store';
import type { KeyedPayRequest } from '../../domain/validation/purchase-requests';
import { checkPaymentChoices } from './payment-choices';
import { findPolicy, setPaymentStatus } from './policy-store';
import { findQuotation } from './purchasable-quotation';

export const noPendingPolicyMessage =
  'No encontramos una póliza emitida con pago pendiente para esta cotización.';

/**
 * The gateway key of a payment of one receipt: the same for every request that pays it at once
 * (a double click, two tabs, two cards), so the gateway charges once; a new one after each
 * attempt that failed (a declined card), so the buyer can try again with another card.
 */
async function payKeyOf(db: Database, policyNumber: string, receipt: number) {
  const prefix = `pay:${policyNumber}:${receipt}:`;
  return `${prefix}${await countFailedAttempts(db, prefix)}`;
}

/**
 * The receipt a pending payment pays: the earliest one whose charge failed, or the first (its
 * charge failed at issuance) for the quotation's first payment.
 */
export async function pendingReceiptOf(db: Database, policyNumber: string, firstPayment: number) {
  const failed = await firstFailedInstalment(db, policyNumber);
  return { failed, number: failed?.number ?? 1, amount: failed?.amount ?? firstPayment };
}

/**
 * POST /api/policy/pay: the pending payment of an issued policy, the earliest receipt whose
 * charge failed (at issuance, or a later instalment after its retries). The new card also pays
 * the receipts still to come, and must be one this browser tokenised. Paying a paid policy
 * answers it as it is; the gateway key makes requests sent together one charge.
 */
export async function payPendingPolicy(
  services: EmissionServices,
  body: KeyedPayRequest,
  browserId: string | undefined,
): Promise<EmissionResult> {
  const { db, clock } = services;
  const emission = await findEmissionOfQuotation(db, body.quotationId);
  const policy = emission?.policyNumber ? await findPolicy(db, emission.policyNumber) : undefined;
  const quotation = await findQuotation(db, body.quotationId);
  if (!emission || !policy || !quotation || quotation.providerCode !== body.providerCode)
    throw notFound(noPendingPolicyMessage);
  const result = (paymentStatus: PaymentStatus): EmissionResult => ({
    status: 'issued',
    emissionId: emission.id,
    policyNumber: policy.policyNumber,
    paymentStatus,
  });
  if (policy.paymentStatus !== 'not-paid') return result(policy.paymentStatus as PaymentStatus);

  await requireOwnCardToken(db, body.payment.cardToken, browserId);
  await checkPaymentChoices(services, quotation, body.payment);
  const { cardToken, bank, cardType, installments } = body.payment;
  const receipt = await pendingReceiptOf(db, policy.policyNumber, quotation.answer.firstPayment);
  const { failed } = receipt;
  const idempotencyKey = await payKeyOf(db, policy.policyNumber, receipt.number);
  const schedule = await scheduleOf(db, policy.policyNumber);
  const hold = await authorizeAndRecord(services, {
    emissionId: emission.id,
    idempotencyKey,
    cardToken,
    amount: receipt.amount,
    bankCode: bank,
    cardType,
    installments,
    keepCardForLaterCharges: schedule.some((receipt) => receipt.status === 'scheduled'),
  });
  if (hold.status === 'declined')
    throw new AppError(402, cardDeclinedCode, hold.message, { [hold.field]: [hold.message] });
  const { authorizationId } = hold;
  const captured = await captureAndRecord(
    services,
    authorizationId,
    idempotencyKey,
    policy.policyNumber,
  );
  // The receipt settled and the policy's status in one transaction, as the instalment charger does.
  const status = await db.transaction(async (tx): Promise<PaymentStatus> => {
    if (captured === 'paid' && failed)
      await settleFailedInstalment(tx, failed, { authorizationId, cardToken, paidAt: clock.now() });
    const stillOwed =
      captured === 'not-paid' || (await firstFailedInstalment(tx, policy.policyNumber));
    const settled = stillOwed ? 'not-paid' : 'paid';
    await setPaymentStatus(tx, policy.policyNumber, settled);
    return settled;
  });
  return result(status);
}
