import { isIsoDate } from '../common/dates';
import { rfcCheckDigit } from './check-digit';
import { isGenericRfc } from './generic';
import { inconvenientWords } from './words';

/** Persona física (13 characters) or persona moral (12). */
export type RfcHolder = 'individual' | 'company';

export interface RfcAnalysis {
  /** Upper case, without spaces or dashes. */
  rfc: string;
  holder: RfcHolder;
  /** XAXX010101000 or XEXX010101000: valid, but naming no one. */
  isGeneric: boolean;
  /** About 1.5 % of real RFCs fail the check digit, so a mismatch only warns. */
  checkDigitMatches: boolean;
}

const shapes: Record<RfcHolder, RegExp> = {
  individual: /^[A-ZÑ&]{4}(\d{2})(\d{2})(\d{2})[A-Z0-9]{2}[0-9A]$/,
  company: /^[A-ZÑ&]{3}(\d{2})(\d{2})(\d{2})[A-Z0-9]{2}[0-9A]$/,
};

/** Accepts the RFC as people type it: lower case, with spaces or dashes between the groups. */
export function normalizeRfc(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

function holderOf(rfc: string): RfcHolder | undefined {
  return (Object.keys(shapes) as RfcHolder[]).find((holder) => shapes[holder].test(rfc));
}

/** YYMMDD is a real date in either century (they share leap years but for 1900). */
function hasRealDate(rfc: string, holder: RfcHolder): boolean {
  const [, year, month, day] = shapes[holder].exec(rfc) as RegExpExecArray;
  return isIsoDate(`20${year}-${month}-${day}`);
}

/**
 * Reads an RFC: its shape, a real date, and for people a key the SAT would issue (never an
 * inconvenient word). Undefined when it cannot be an RFC.
 */
export function analyzeRfc(text: string): RfcAnalysis | undefined {
  const rfc = normalizeRfc(text);
  const holder = holderOf(rfc);
  if (!holder || !hasRealDate(rfc, holder)) return undefined;
  if (holder === 'individual' && inconvenientWords.has(rfc.slice(0, 4))) return undefined;
  return {
    rfc,
    holder,
    isGeneric: isGenericRfc(rfc),
    checkDigitMatches: rfcCheckDigit(rfc.slice(0, -1)) === rfc.slice(-1),
  };
}

/** The RFC belongs to this kind of holder; the generic RFCs stand in for anyone. */
export function isRfcOf(analysis: RfcAnalysis, holder: RfcHolder): boolean {
  return analysis.isGeneric || analysis.holder === holder;
}

/** True when the visitor should be warned: a real-looking RFC whose check digit disagrees. */
export function hasCheckDigitMismatch(analysis: RfcAnalysis): boolean {
  return !analysis.isGeneric && !analysis.checkDigitMatches;
}
