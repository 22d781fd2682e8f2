import type { AnalyticsTransaction } from '../../../src/domain/analytics-transaction';

/** The analytics transaction of an hdi Amplia policy sold at $10,200.00. */
export const sampleTransaction: AnalyticsTransaction = {
  transactionId: 'HDI-0001',
  transactionAffiliation: 'cotizauto',
  transactionTotal: 10_200,
  transactionProducts: [
    { sku: 'hdi-0', name: 'HDI Seguros Amplia', category: 'Amplia', price: 10_200, quantity: 1 },
  ],
};
