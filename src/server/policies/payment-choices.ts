import { errorCodes } from '../../domain/errors';
import { cardDeclineMessages } from '../../domain/payment-outcomes';
import { messages } from '../../domain/validation/messages';
import type { CardPayment } from '../../domain/validation/purchase-requests';
import { bankInstallments } from '../catalog/payments/payment-store';
import type { Database } from '../db/client';
import { AppError } from '../http/errors';
import type { StoredQuotationRow } from './purchasable-quotation';

const annualFrequency = 0;

const refuse = (field: string, message: string) =>
  new AppError(400, errorCodes.validation, message, { [field]: [message] });

/**
 * The bank must be one of the list; months without interest need annual payment and a plan the
 * bank offers for that many months (the card being credit is the gateway's check).
 */
export async function checkPaymentChoices(
  db: Database,
  quotation: StoredQuotationRow,
  payment: CardPayment,
): Promise<void> {
  const plans = await bankInstallments(db, payment.bank);
  if (!plans) throw refuse('bank', cardDeclineMessages.bankMismatch);
  if (payment.installments === 1) return;
  const offered =
    quotation.answer.paymentFrequency === annualFrequency &&
    plans.months.includes(payment.installments);
  if (!offered) throw refuse('installments', messages.installments);
}
