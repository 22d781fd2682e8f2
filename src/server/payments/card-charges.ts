import {
  cardDeclineFields,
  cardDeclineMessages,
  type CardDeclineReason,
} from '../../domain/payment/payment-outcomes';
import type { PaymentStatus } from '../../domain/quote/policy';
import type { Database } from '../db/client';
import type { AuthorizationRequest, PaymentGateway } from './payment-gateway';
import { recordAuthorization, updatePaymentStatus } from './payment-records';

export interface PaymentServices {
  db: Database;
  payments: PaymentGateway;
}

/** One hold on the buyer's card: for an emission's first receipt or a pending payment. */
export interface CardHold extends AuthorizationRequest {
  emissionId: string;
}

export type HoldOutcome =
  | { status: 'authorized'; authorizationId: string }
  | { status: 'declined'; reason: CardDeclineReason; message: string; field: string };

/**
 * Authorises the amount on the card and records what the gateway answered (brand, last four,
 * the authorisation id), the one place either happens. A refusal comes back with the
 * payment step's message and the field it points at.
 */
export async function authorizeAndRecord(
  { db, payments }: PaymentServices,
  hold: CardHold,
): Promise<HoldOutcome> {
  const { emissionId, ...request } = hold;
  const outcome = await payments.authorize(request);
  const { idempotencyKey, amount, installments, bankCode } = hold;
  await recordAuthorization(
    db,
    { emissionId, idempotencyKey, amount, installments, bankCode },
    outcome,
  );
  if (outcome.status === 'authorized')
    return { status: 'authorized', authorizationId: outcome.authorizationId };
  const { reason } = outcome;
  return {
    status: 'declined',
    reason,
    message: cardDeclineMessages[reason],
    field: cardDeclineFields[reason],
  };
}

/** Captures a hold once the policy exists; a capture the bank declines leaves it not paid. */
export async function captureAndRecord(
  { db, payments }: PaymentServices,
  authorizationId: string,
  idempotencyKey: string,
  policyNumber: string,
): Promise<PaymentStatus> {
  const capture = await payments.capture(authorizationId);
  const status = capture.status === 'captured' ? 'paid' : 'not-paid';
  await updatePaymentStatus(db, idempotencyKey, status, policyNumber);
  return status;
}
