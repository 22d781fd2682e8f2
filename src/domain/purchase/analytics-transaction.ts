import { insurers } from '../insurers/insurers';
import { packageByCode } from '../coverage/packages';
import type { Quotation } from '../quote/quotation';

/**
 * The purchase as the analytics tool records it (docs/behaviour/purchase/after-purchase.md):
 * one transaction per issued policy, one product, the price the buyer pays.
 */
export interface AnalyticsTransaction {
  transactionId: string;
  /** The brand the policy was sold under (its partner code). */
  transactionAffiliation: string;
  transactionTotal: number;
  transactionProducts: {
    sku: string;
    name: string;
    category: string;
    price: number;
    quantity: number;
  }[];
}

export function analyticsTransactionOf(sale: {
  policyNumber: string;
  partnerCode: string;
  quotation: Pick<Quotation, 'providerCode' | 'package' | 'discountPrice'>;
}): AnalyticsTransaction {
  const { quotation } = sale;
  const packageLabel = packageByCode(quotation.package).label;
  return {
    transactionId: sale.policyNumber,
    transactionAffiliation: sale.partnerCode,
    transactionTotal: quotation.discountPrice,
    transactionProducts: [
      {
        sku: `${quotation.providerCode}-${quotation.package}`,
        name: `${insurers[quotation.providerCode].displayName} ${packageLabel}`,
        category: packageLabel,
        price: quotation.discountPrice,
        quantity: 1,
      },
    ],
  };
}
