import { isAcceptedCardClass } from '../../domain/payment/card-class';
import { errorCodes } from '../../domain/common/errors';
import { cardDeclineMessages } from '../../domain/payment/payment-outcomes';
import { allowsInterestFreeMonths } from '../../domain/payment/payment-frequencies';
import { messages } from '../../domain/validation/messages';
import type { CardPayment } from '../../domain/validation/purchase-requests';
import { bankInstallments, findBin } from '../catalog/payments/payment-store';
import { AppError } from '../http/errors';
import type { PaymentServices } from '../payments/card-charges';
import type { StoredQuotationRow } from '../quotation/quotation-store';

const refuse = (field: string, message: string) =>
  new AppError(400, errorCodes.validation, message, { [field]: [message] });

/**
 * The purchase's card rules, before anything is charged: the bank must be one of the list; the
 * card must be a bank card (department-store and voucher cards are not accepted, purchase area
 * section 1) of the bank chosen, as its BIN says; months without interest need annual payment
 * and a plan the bank offers for that many months (the card being credit is the gateway's
 * check). A BIN the table does not know, or whose issuer it cannot name, is given the benefit
 * of the doubt.
 */
export async function checkPaymentChoices(
  { db, payments }: PaymentServices,
  quotation: StoredQuotationRow,
  payment: CardPayment,
): Promise<void> {
  const plans = await bankInstallments(db, payment.bank);
  if (!plans) throw refuse('bank', cardDeclineMessages.bankMismatch);
  const card = await payments.describeCard(payment.cardToken);
  const bin = card ? await findBin(db, card.bin) : undefined;
  // The spec's "card not valid for this purchase": it apologises and asks for another method.
  if (bin && !isAcceptedCardClass(bin.cardClass))
    throw refuse('cardNumber', cardDeclineMessages.notValidForInsurer);
  if (bin?.bankCode && bin.bankCode !== payment.bank)
    throw refuse('bank', cardDeclineMessages.bankMismatch);
  if (payment.installments === 1) return;
  const offered =
    allowsInterestFreeMonths(quotation.answer.paymentFrequency) &&
    plans.months.includes(payment.installments);
  if (!offered) throw refuse('installments', messages.installments);
}
