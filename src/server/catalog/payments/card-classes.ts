import { cardClasses, type CardClass } from '../../../domain/payment/card-class';
import { readDataCsv } from '../data-files';
import type { BinFileRow } from './bin-file-row';

export const cardClassFile = 'payments/card-classes.csv';

/** One line of card-classes.csv: a BIN whose column matches the pattern is of that class. */
export interface CardClassRule {
  cardClass: CardClass;
  field: keyof BinFileRow;
  pattern: RegExp;
}

const binColumns: readonly (keyof BinFileRow)[] = ['BIN', 'Brand', 'Type', 'Category', 'Issuer'];

export function readCardClassRules(): CardClassRule[] {
  return readDataCsv(cardClassFile).map((row) => {
    const cardClass = cardClasses.find((known) => known === row.card_class);
    const field = binColumns.find((column) => column === row.field);
    if (!cardClass || !field)
      throw new Error(`${cardClassFile}: unknown class or column in ${JSON.stringify(row)}`);
    return { cardClass, field, pattern: new RegExp(`\\b${row.pattern ?? ''}\\b`) };
  });
}

/** The class of the first rule the row matches; a card no rule names is a bank card. */
export function cardClassOf(row: BinFileRow, rules: readonly CardClassRule[]): CardClass {
  return rules.find((rule) => rule.pattern.test(row[rule.field]))?.cardClass ?? 'bank';
}
