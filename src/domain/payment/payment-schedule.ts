import { addMonths, type IsoDate } from '../common/dates';
import { paymentFrequencyByCode, type PaymentFrequencyCode } from './payment-frequencies';

/** One receipt of a policy's payment plan. */
export interface ScheduledReceipt {
  /** 1 is charged at emission; the others on their due dates. */
  number: number;
  dueDate: IsoDate;
  amount: number;
}

export interface PaymentPlan {
  beginDate: IsoDate;
  paymentFrequency: PaymentFrequencyCode;
  firstPayment: number;
  nextPayments: number;
  /** Receipts over the policy's validity: 12 a year for monthly, 4 quarterly, 2 semi-annual. */
  payments: number;
}

/**
 * The receipts of a plan and their due dates: the first on the policy's start, each next one
 * the plan's months later (Ley sobre el Contrato de Seguro, art. 37–38: periods of equal
 * length, at least a month). Months without interest are not receipts: they are one charge the
 * bank splits, so an annual plan has a single receipt whatever the instalments.
 */
export function paymentSchedule(plan: PaymentPlan): ScheduledReceipt[] {
  const { months } = paymentFrequencyByCode(plan.paymentFrequency);
  return Array.from({ length: plan.payments }, (_, index) => ({
    number: index + 1,
    dueDate: addMonths(plan.beginDate, index * months),
    amount: index === 0 ? plan.firstPayment : plan.nextPayments,
  }));
}
