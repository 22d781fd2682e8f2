/**
 * One row of the BIN file (data/payments/bines_mx_ccby.csv): its own module, read both by the
 * BIN rows and by the card-class rules.
 */
export type BinFileRow = Record<'BIN' | 'Brand' | 'Type' | 'Category' | 'Issuer', string>;
