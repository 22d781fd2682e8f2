/**
 * The account password's rules one by one, so the thank-you page can show each as it is met
 * (docs/behaviour/purchase/fields.md#account-after-purchase). passwordSchema is built from them.
 */
export const passwordRules = [
  // Spaces are allowed but not counted: 'Ab1!' and eight spaces is four characters.
  { key: 'length', isMet: (password: string) => password.replace(/\s/gu, '').length >= 10 },
  { key: 'upper', isMet: (password: string) => /\p{Lu}/u.test(password) },
  { key: 'digit', isMet: (password: string) => /\d/.test(password) },
  { key: 'special', isMet: (password: string) => /[^\p{L}\d]/u.test(password) },
] as const;

export type PasswordRuleKey = (typeof passwordRules)[number]['key'];
