import type { AnyMachineSnapshot } from 'xstate';
import type { AnalyticsTransaction } from '../../../src/domain/purchase/analytics-transaction';
import { doneEvent, errorEvent, type ModelSamples } from '../model-walk';
import type { AfterPurchaseInput } from '../../after-purchase/after-purchase.types';

/** Sample data and the model walk after the purchase (its coverage test and /flows' QA paths). */

/** The analytics transaction of an hdi Amplia policy sold at $10,200.00. */
export const sampleTransaction: AnalyticsTransaction = {
  transactionId: 'HDI-0001',
  transactionAffiliation: 'cotizauto',
  transactionTotal: 10_200,
  transactionProducts: [
    { sku: 'hdi-0', name: 'HDI Seguros Amplia', category: 'Amplia', price: 10_200, quantity: 1 },
  ],
};

export const paidPolicy: AfterPurchaseInput = {
  policyNumber: 'HDI-0001',
  paymentStatus: 'paid',
  email: 'ana@correo.mx',
  holderName: 'Ana',
  emissionId: 'emission-1',
  providerCode: 'hdi',
  transaction: sampleTransaction,
};

/** The card's charge failed after the insurer issued the policy: it is paid on the page. */
export const pendingPolicy: AfterPurchaseInput = {
  ...paidPolicy,
  paymentStatus: 'not-paid',
  quotationId: 'quotation-1',
};

/**
 * Two snapshots are one vertex when the same states hold and the same context fields are set:
 * the three regions' messages would otherwise multiply the walk past its limit.
 */
const afterPurchaseVertex = ({ value, context }: AnyMachineSnapshot) =>
  JSON.stringify({
    value,
    set: Object.entries(context as object).flatMap(([key, field]) =>
      field === undefined ? [] : [key],
    ),
  });

export const afterPurchaseWalk: ModelSamples = {
  serializeState: afterPurchaseVertex,
  limit: 150_000,
  starts: [
    { name: 'buyer with e-mail', input: paidPolicy },
    { name: 'buyer without e-mail', input: { ...paidPolicy, email: undefined } },
    { name: 'payment pending', input: pendingPolicy },
  ],
  events: [
    doneEvent('openAccount', { status: 'signed-in', userId: 'user-1' }),
    doneEvent('openAccount', { status: 'link-sent', message: 'Te enviamos un correo' }),
    errorEvent('openAccount', new Error('Sin conexión')),
    { type: 'afterPurchase.resendLink' },
    doneEvent('resendLink', { status: 'link-sent', message: 'Te enviamos un correo' }),
    errorEvent('resendLink', new Error('Demasiados intentos')),
    { type: 'afterPurchase.login', emailAddress: 'ana@correo.mx', password: 'Segura#2026x' },
    { type: 'afterPurchase.login', emailAddress: '', password: '' },
    doneEvent('logIn', { userId: 'user-1' }),
    errorEvent('logIn', new Error('401')),
    { type: 'afterPurchase.download' },
    doneEvent('downloadPolicy', undefined),
    errorEvent('downloadPolicy', new Error('Sin conexión')),
    doneEvent('payNow', undefined),
  ],
};
