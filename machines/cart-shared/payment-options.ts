import * as v from 'valibot';
import {
  allowsInterestFreeMonths,
  installmentOptions,
  paymentFrequencyByCode,
  type Installments,
  type PaymentFrequency,
  type PaymentFrequencyCode,
} from '../../src/domain/payment-frequencies';
import type { PromoData } from '../../src/domain/promo';
import { messages, paymentStepSchema } from '../../src/domain/validation';

const cash: PaymentFrequencyCode = 4;

export interface PaymentOptions {
  paymentFrequencies: readonly PaymentFrequency[];
  installments: readonly Installments[];
}

/**
 * What the payment step offers: the quotation's frequency, or Contado only when the promo says
 * onlyCashPayment; months without interest only with annual payment, else one charge.
 */
export function paymentOptionsFor(
  quotationFrequency: PaymentFrequencyCode,
  promo: Pick<PromoData, 'onlyCashPayment'> | undefined,
): PaymentOptions {
  const frequency = promo?.onlyCashPayment ? cash : quotationFrequency;
  return {
    paymentFrequencies: [paymentFrequencyByCode(frequency)],
    installments: allowsInterestFreeMonths(frequency) ? installmentOptions : [1],
  };
}

/** The domain's payment step, limited to the instalments on offer. */
export function paymentStepSchemaFor(options: PaymentOptions) {
  return v.pipe(
    paymentStepSchema,
    v.forward(
      v.check(
        (payment) => options.installments.includes(payment.installments),
        messages.installments,
      ),
      ['installments'],
    ),
  );
}

export type CardEntry = v.InferOutput<typeof paymentStepSchema>;
