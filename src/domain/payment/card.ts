import type { IsoDate } from '../common/dates';

/** Card types and brands of the payment step (docs/behaviour/purchase/payment.md#the-card-step). */
export const cardTypes = [
  { key: 'debit', label: 'Débito' },
  { key: 'credit', label: 'Crédito' },
] as const;
export type CardType = (typeof cardTypes)[number]['key'];
export const cardTypeKeys = cardTypes.map((type) => type.key);

/** Brands recognised from the number itself; the bin lookup stays the authority. */
export type CardBrand = 'visa' | 'master' | 'amex' | 'carnet';

/** The schemes the payment gateway names; debit and wallet cards have their own. */
export const gatewaySchemes = [
  'visa',
  'amex',
  'master',
  'debvisa',
  'debmaster',
  'mercadopagocard',
] as const;
export type GatewayScheme = (typeof gatewaySchemes)[number];

interface BrandRule {
  brand: CardBrand;
  prefix: RegExp;
  length: number;
  cvvLength: number;
}

// Carnet (the Mexican network) ranges as processors publish them: 286900, 502275, 506199–506499,
// 639484, 639559. Checked before Mastercard's 2-series so 2869 stays Carnet.
const brandRules: readonly BrandRule[] = [
  { brand: 'amex', prefix: /^3[47]/, length: 15, cvvLength: 4 },
  { brand: 'visa', prefix: /^4/, length: 16, cvvLength: 3 },
  {
    brand: 'carnet',
    prefix: /^(286900|502275|506(199|[2-4]\d\d)|639484|639559)/,
    length: 16,
    cvvLength: 3,
  },
  {
    brand: 'master',
    prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/,
    length: 16,
    cvvLength: 3,
  },
];

/** The digits of a number typed with spaces or dashes ("4111 1111-1111 1111"). */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

export function detectCardBrand(number: string): CardBrand | undefined {
  const digits = cardDigits(number);
  return brandRules.find((rule) => rule.prefix.test(digits))?.brand;
}

function ruleOf(brand: CardBrand): BrandRule {
  return brandRules.find((rule) => rule.brand === brand) as BrandRule;
}

export function cardNumberLength(brand: CardBrand): number {
  return ruleOf(brand).length;
}

/** American Express prints 4 digits on the front; the others 3 on the back. */
export function cvvLength(brand: CardBrand | undefined): number {
  return brand ? ruleOf(brand).cvvLength : 3;
}

/** Sum of the digits with every second one from the right doubled (the last is the check digit). */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let fromRight = 0; fromRight < digits.length; fromRight += 1) {
    const digit = Number(digits[digits.length - 1 - fromRight]);
    const weighted = fromRight % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum;
}

export function isLuhnValid(digits: string): boolean {
  return /^\d+$/.test(digits) && luhnSum(digits) % 10 === 0;
}

/** The Luhn digit that completes `payload` (ISO/IEC 7812). */
export function luhnCheckDigit(payload: string): string {
  return String((10 - (luhnSum(`${payload}0`) % 10)) % 10);
}

/** A known brand, its length, and a correct Luhn digit. */
export function isValidCardNumber(number: string): boolean {
  const digits = cardDigits(number);
  const brand = detectCardBrand(digits);
  return brand !== undefined && digits.length === cardNumberLength(brand) && isLuhnValid(digits);
}

/** Where a brand's printed number breaks into groups: Amex 4-6-5, the others 4-4-4-4. */
const printedGroups: Record<CardBrand, readonly number[]> = {
  visa: [4, 4, 4, 4],
  master: [4, 4, 4, 4],
  amex: [4, 6, 5],
  carnet: [4, 4, 4, 4],
};

/**
 * The card number field's text while it is typed: its digits in the groups printed on the card
 * ('4242424242424242' shows '4242 4242 4242 4242'), no more digits than the brand has. The
 * schema reads the digits back (cardDigits), so the spaces are never sent.
 */
export function formatCardNumberAsTyped(text: string): string {
  const digits = text.replace(/\D/g, '');
  const brand = detectCardBrand(digits);
  const groups: string[] = [];
  let start = 0;
  for (const size of printedGroups[brand ?? 'visa']) {
    const group = digits.slice(start, start + size);
    if (group) groups.push(group);
    start += size;
  }
  return groups.join(' ');
}

/** The bin lookup takes the first 6 digits (8 digits are accepted too). */
export function cardBin(number: string): string {
  return cardDigits(number).slice(0, 6);
}

export function lastFourDigits(number: string): string {
  return cardDigits(number).slice(-4);
}

export function isValidCvv(cvv: string, brand: CardBrand | undefined): boolean {
  return new RegExp(`^\\d{${cvvLength(brand)}}$`).test(cvv);
}

/** Cards are issued for up to about 20 years; later dates are typing mistakes. */
export const maxCardValidityYears = 20;

/**
 * The expiry as people type it ('1230', '12/30', '12 / 30', '12-2030', '1/30') in the masked
 * form `mm / aa`; what cannot be read that way stays as typed (trimmed), for the rule to refuse.
 */
export function normalizeCardExpiry(text: string): string {
  const match =
    /^\s*(\d{1,2})\s*[/.-]\s*(\d{2}|20\d{2})\s*$/.exec(text) ??
    /^\s*(\d{2})\s*(\d{2}|20\d{2})\s*$/.exec(text);
  const [, month, year] = match ?? [];
  return month && year ? `${month.padStart(2, '0')} / ${year.slice(-2)}` : text.trim();
}

/**
 * The expiry field's text while it is typed: digits shown as `mm / aa`. A month of one digit
 * is padded once it cannot grow ('5' or '1/'), and a four-digit year keeps its last two digits
 * ('12 / 203' becomes '12 / 3', so '12/2030' typed ends as '12 / 30').
 */
export function formatCardExpiryAsTyped(text: string): string {
  const padded = text.replace(/^\s*(\d)\s*[/-]/, '0$1').replace(/^\s*([2-9])/, '0$1');
  const digits = padded.replace(/\D/g, '');
  const typedYear = digits.slice(2);
  const year = typedYear.length > 2 && typedYear.startsWith('20') ? typedYear.slice(2) : typedYear;
  return year ? `${digits.slice(0, 2)} / ${year.slice(0, 2)}` : digits.slice(0, 2);
}

/** `mm / aa`, as the masked input shows it. */
export function parseCardExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^(0[1-9]|1[0-2]) \/ (\d{2})$/.exec(text);
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : undefined;
}

/** A card works through the last day of the month printed on it. */
export function isCardExpiryValid(text: string, today: IsoDate): boolean {
  const expiry = parseCardExpiry(text);
  if (!expiry) return false;
  const currentYear = Number(today.slice(0, 4));
  const monthsFromNow = (expiry.year - currentYear) * 12 + expiry.month - Number(today.slice(5, 7));
  return monthsFromNow >= 0 && monthsFromNow <= maxCardValidityYears * 12;
}
