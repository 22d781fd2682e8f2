import type { CardType } from './card';
import type { CardClass } from './card-class';

/** The payment step's bank catalogue and card lookup, as the server sends them. */

export interface Bank {
  code: string;
  name: string;
}

export interface BankInstallments {
  bankCode: string;
  bankName: string;
  /** Interest-free instalments (MSI) are offered on credit cards only. */
  cardType: 'credit';
  installments: number[];
}

/** POST /api/payment/get-bin-info: what a card's first digits say about it. */
export interface BinInfo {
  bin: string;
  scheme: string;
  /** Unknown for a BIN the table lacks whose scheme issues both kinds of card. */
  cardType?: CardType;
  category?: string;
  bankCode?: string;
  bankName?: string;
  /** bank, department-store or voucher: only bank cards pay a policy. */
  cardClass?: CardClass;
}
