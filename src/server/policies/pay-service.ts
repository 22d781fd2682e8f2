import { cardDeclineFields, cardDeclineMessages } from '../../domain/payment-outcomes';
import type { PaymentStatus } from '../../domain/policy';
import { AppError, notFound } from '../http/errors';
import { recordAuthorization, updatePaymentStatus } from '../payments/payment-records';
import type { EmissionResult } from '../../domain/emission';
import { cardDeclinedCode } from './emission-answer';
import type { EmissionServices } from './emission-runner';
import { findEmissionOfQuotation } from './emission-store';
import type { KeyedPayRequest } from './emission-requests';
import { checkPaymentChoices } from './payment-choices';
import { findPolicy, setPaymentStatus } from './policy-store';
import { findQuotation } from './purchasable-quotation';

export const noPendingPolicyMessage =
  'No encontramos una póliza emitida con pago pendiente para esta cotización.';

/**
 * POST /api/policy/pay: the pending payment of an issued policy (its charge failed after
 * issuance). Paying a paid policy answers it as it is; the gateway key makes a repeat harmless.
 */
export async function payPendingPolicy(
  services: EmissionServices,
  body: KeyedPayRequest,
): Promise<EmissionResult> {
  const { db, payments } = services;
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
  if (policy.paymentStatus === 'paid') return result('paid');

  await checkPaymentChoices(db, quotation, body.payment);
  const { cardToken, bank, cardType, installments } = body.payment;
  const idempotencyKey = `pay:${policy.policyNumber}:${body.idempotencyKey ?? cardToken}`;
  const amount = quotation.answer.firstPayment;
  const outcome = await payments.authorize({
    idempotencyKey,
    cardToken,
    amount,
    bankCode: bank,
    cardType,
    installments,
  });
  await recordAuthorization(
    db,
    { emissionId: emission.id, idempotencyKey, amount, installments, bankCode: bank },
    outcome,
  );
  if (outcome.status === 'declined') {
    const message = cardDeclineMessages[outcome.reason];
    throw new AppError(402, cardDeclinedCode, message, {
      [cardDeclineFields[outcome.reason]]: [message],
    });
  }
  const capture = await payments.capture(outcome.authorizationId);
  const status: PaymentStatus = capture.status === 'captured' ? 'paid' : 'not-paid';
  await updatePaymentStatus(db, idempotencyKey, status, policy.policyNumber);
  await setPaymentStatus(db, policy.policyNumber, status);
  return result(status);
}
