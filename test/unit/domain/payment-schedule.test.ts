import { describe, expect, test } from 'vitest';
import { paymentSchedule } from '../../../src/domain/payment/payment-schedule';

const plan = { firstPayment: 1200.5, nextPayments: 1000 };

describe('a plan’s receipts and due dates', () => {
  test('monthly: twelve receipts a month apart, the last day of a shorter month standing in', () => {
    const receipts = paymentSchedule({
      ...plan,
      beginDate: '2027-01-31',
      paymentFrequency: 3,
      payments: 12,
    });
    expect(receipts.map((receipt) => receipt.dueDate)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
      '2027-10-31',
      '2027-11-30',
      '2027-12-31',
    ]);
    expect(receipts.map((receipt) => receipt.amount)).toEqual([1200.5, ...Array(11).fill(1000)]);
    expect(receipts.map((receipt) => receipt.number)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
  });

  test.each([
    [1, 4, ['2027-03-15', '2027-06-15', '2027-09-15', '2027-12-15']],
    [2, 2, ['2027-03-15', '2027-09-15']],
    [2, 4, ['2027-03-15', '2027-09-15', '2028-03-15', '2028-09-15']],
  ])('frequency %i with %i receipts falls due on %j', (paymentFrequency, payments, dates) => {
    const receipts = paymentSchedule({
      ...plan,
      beginDate: '2027-03-15',
      paymentFrequency: paymentFrequency as 1 | 2,
      payments,
    });
    expect(receipts.map((receipt) => receipt.dueDate)).toEqual(dates);
  });

  test('annual payment, with or without months without interest, is one receipt', () => {
    expect(
      paymentSchedule({ ...plan, beginDate: '2027-03-15', paymentFrequency: 0, payments: 1 }),
    ).toEqual([{ number: 1, dueDate: '2027-03-15', amount: 1200.5 }]);
  });
});
