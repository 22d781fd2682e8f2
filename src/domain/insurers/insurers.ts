/** The insurers compared on the results page (docs/behaviour/constants.md#limits). */
export const insurerCodes = [
  'mapfre',
  'gds',
  'ana',
  'aba',
  'gnp',
  'hdi',
  'sura',
  'qualitas',
] as const;

export type InsurerCode = (typeof insurerCodes)[number];

export interface Insurer {
  code: InsurerCode;
  displayName: string;
  /** The cart can issue (emit) its policies; the others are shown for comparison only. */
  canEmit: boolean;
  /** It quotes multi-year validity (2 to 5 years) and invoice-value compensation. */
  quotesMultiYearAndInvoice: boolean;
}

export const maxComparedInsurers = insurerCodes.length;

const emitEnabled: readonly InsurerCode[] = ['mapfre', 'gds', 'hdi'];
const multiYearAndInvoice: readonly InsurerCode[] = ['ana', 'hdi'];

const displayNames: Record<InsurerCode, string> = {
  mapfre: 'Mapfre',
  gds: 'General de Seguros',
  ana: 'ANA Seguros',
  aba: 'ABA Seguros',
  gnp: 'GNP Seguros',
  hdi: 'HDI Seguros',
  sura: 'Seguros SURA',
  qualitas: 'Quálitas',
};

export const insurers: Readonly<Record<InsurerCode, Insurer>> = Object.fromEntries(
  insurerCodes.map((code) => [
    code,
    {
      code,
      displayName: displayNames[code],
      canEmit: emitEnabled.includes(code),
      quotesMultiYearAndInvoice: multiYearAndInvoice.includes(code),
    },
  ]),
) as Record<InsurerCode, Insurer>;

export const emitEnabledInsurers = insurerCodes.filter((code) => insurers[code].canEmit);
export const multiYearInsurers = insurerCodes.filter(
  (code) => insurers[code].quotesMultiYearAndInvoice,
);

/**
 * Mapfre caps the preferred beneficiary's company name
 * (docs/behaviour/purchase/fields.md#beneficiary-the-lender).
 */
export const mapfreBeneficiaryNameMaxLength = 68;

/** The longest lender name the insurer takes, where it sets one (Mapfre's 68 characters). */
export function beneficiaryNameLimitOf(insurer: InsurerCode): number | undefined {
  return insurer === 'mapfre' ? mapfreBeneficiaryNameMaxLength : undefined;
}

export function isInsurerCode(value: unknown): value is InsurerCode {
  return typeof value === 'string' && (insurerCodes as readonly string[]).includes(value);
}

/** The RFC confirmation step of the individual cart is shown for HDI only. */
export function asksRfcConfirmation(insurer: InsurerCode): boolean {
  return insurer === 'hdi';
}
