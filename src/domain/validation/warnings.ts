import { analyzeRfc, hasCheckDigitMismatch } from '../rfc';
import { isVinFormat, normalizeVin, vinCheckDigitMatches } from '../vehicle/vin';
import { warnings } from './messages';

/** The warning to show beside a valid RFC whose check digit disagrees; undefined otherwise. */
export function rfcWarning(text: string): string | undefined {
  const analysis = analyzeRfc(text);
  return analysis && hasCheckDigitMismatch(analysis) ? warnings.rfcCheckDigit : undefined;
}

/** The warning to show beside a well-formed VIN whose check digit disagrees; undefined otherwise. */
export function vinWarning(text: string): string | undefined {
  const vin = normalizeVin(text);
  return isVinFormat(vin) && !vinCheckDigitMatches(vin) ? warnings.vinCheckDigit : undefined;
}
