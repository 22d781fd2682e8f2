/** Names from the code that a label on /flows must never show (test/unit/diagram-words.test.ts). */
const codePatterns = [
  /\b[a-z]+[A-Z]\w*/, // camelCase: wizard.selectSubBrand, insurerIsNotHdi
  /\b[a-z]\w*\.[a-z]\w*/i, // a dotted event or state path: cart.submitStep
  /\w_\w/, // a Mermaid id
  /xstate|\bdone\.|\bafter\.|\balways\b|\binvokes\b/,
  /\{\w+\}/, // a placeholder left unfilled: {page}
];

/** The labels that read like a name from the code. */
export const codeLike = (labels: readonly string[]) =>
  labels.filter((label) => codePatterns.some((pattern) => pattern.test(label)));
