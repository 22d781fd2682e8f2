/** The carts' sample data now lives beside the machines (the /flows QA paths use it too). */
export * from '../../machines/qa/samples/cart-fixtures';

/** The form steps both carts share, in order: from contact to payment. */
export const sharedFormSteps = [
  'contact',
  'address',
  'plates',
  'vehicle',
  'beneficiary',
  'serialNumbers',
  'invoice',
  'payment',
];

/**
 * The states and step indexes both carts pass through from contact to the policy issued after
 * one poll, with a lender and no invoice (what recordSteps sees).
 */
export const sharedStepsToIssued = [
  ['contact', 2],
  ['address', 3],
  ['plates', 4],
  ['lookingUpPlates', 4],
  ['vehicle', 5],
  ['beneficiary', 6],
  ['serialNumbers', 7],
  ['updatingQuotation', 8],
  ['payment', 8],
  ['protectingCard', 8],
  ['emission', 9],
  ['emission', 10],
  ['issued', 11],
];
