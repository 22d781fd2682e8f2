import { insurers, type InsurerCode } from '../insurers/insurers';
import { packageCodes, packageQuoteOrder, type PackageCode } from '../coverage/packages';
import type { CompensationValue, ValidityYears } from './policy';

/** The policy choices that narrow a quote round (docs/behaviour/quote/results.md#restrictions). */
export interface QuoteScope {
  validity: ValidityYears;
  compensationValue: CompensationValue;
  hasCoveragesEdited: boolean;
}

/** The error an insurer answers for a package it cannot quote with invoice compensation. */
export const packageNotAvailableMessage = 'Package no available';

/** Multi-year validity, invoice compensation or edited coverages quote the first package only. */
export function isRestrictedQuote(scope: QuoteScope): boolean {
  return scope.validity !== 1 || scope.compensationValue === 'invoice' || scope.hasCoveragesEdited;
}

export function quotablePackages(scope: QuoteScope): readonly PackageCode[] {
  return isRestrictedQuote(scope) ? [packageCodes.comprehensive] : packageQuoteOrder;
}

export function isPackageQuotable(scope: QuoteScope, pack: PackageCode): boolean {
  return quotablePackages(scope).includes(pack);
}

/** Multi-year validity and invoice compensation: only some insurers quote them. */
export function needsMultiYearOrInvoice(scope: QuoteScope): boolean {
  return scope.validity !== 1 || scope.compensationValue === 'invoice';
}

/** Multi-year validity and invoice compensation keep only the insurers that offer them (ana, hdi). */
export function quotableInsurers(
  candidates: readonly InsurerCode[],
  scope: QuoteScope,
): InsurerCode[] {
  return needsMultiYearOrInvoice(scope)
    ? candidates.filter((code) => insurers[code].quotesMultiYearAndInvoice)
    : [...candidates];
}
