import * as v from 'valibot';
import type { BankInstallments } from '../../src/domain/payment/bank-cards';
import type { CardType } from '../../src/domain/payment/card';
import {
  allowsInterestFreeMonths,
  installmentOptions,
  paymentFrequencyByCode,
  saleFrequency,
  type Installments,
  type PaymentFrequency,
  type PaymentFrequencyCode,
} from '../../src/domain/payment/payment-frequencies';
import type { PromoData } from '../../src/domain/site/promo';
import { messages, paymentStepSchema } from '../../src/domain/validation';

export interface PaymentOptions {
  paymentFrequencies: readonly PaymentFrequency[];
  installments: readonly Installments[];
}

/** The bank and card type of the payment step, as chosen or filled from the card's BIN. */
export interface CardChoice {
  bank: string;
  cardType: CardType | '';
  /** The BIN whose lookup last filled them (6 digits; never the card number). */
  bin?: string;
}

/** What decides the instalments on offer: the sale's frequency and the chosen bank's MSI plans. */
export interface PaymentTerms {
  frequency: PaymentFrequencyCode;
  plans?: BankInstallments;
}

/** The quotation's frequency, or Contado only when the promo says onlyCashPayment. */
export function paymentTermsOf(
  quotationFrequency: PaymentFrequencyCode,
  promo: Pick<PromoData, 'onlyCashPayment'> | undefined,
  plans?: BankInstallments,
): PaymentTerms {
  return { frequency: saleFrequency(quotationFrequency, promo?.onlyCashPayment), plans };
}

/**
 * One charge always; months without interest only with annual payment, a credit card, and
 * only the plans the chosen bank offers (none for a debit card or a bank without MSI).
 */
export function installmentsOffered(
  terms: PaymentTerms,
  choice: Pick<CardChoice, 'bank' | 'cardType'> | undefined,
): readonly Installments[] {
  const { plans } = terms;
  const withMonths =
    allowsInterestFreeMonths(terms.frequency) &&
    choice?.cardType === 'credit' &&
    plans !== undefined &&
    plans.bankCode === choice.bank;
  return withMonths
    ? installmentOptions.filter((months) => months === 1 || plans.installments.includes(months))
    : [1];
}

/** What the payment step offers for the bank and card type chosen so far. */
export function paymentOptionsFor(
  terms: PaymentTerms,
  choice: Pick<CardChoice, 'bank' | 'cardType'> | undefined,
): PaymentOptions {
  return {
    paymentFrequencies: [paymentFrequencyByCode(terms.frequency)],
    installments: installmentsOffered(terms, choice),
  };
}

/** The domain's payment step, limited to the instalments on offer for the submitted card. */
export function paymentStepSchemaFor(terms: PaymentTerms) {
  return v.pipe(
    paymentStepSchema,
    v.forward(
      v.check(
        (payment) => installmentsOffered(terms, payment).includes(payment.installments),
        messages.installments,
      ),
      ['installments'],
    ),
  );
}

export type CardEntry = v.InferOutput<typeof paymentStepSchema>;
