import { choiceOf } from '../common/choices';

/** Coverage packages with their wire codes (docs/behaviour/constants.md#policy-choices). */
export const packageCodes = { comprehensive: 0, thirdParty: 1, liability: 2 } as const;

export type PackageKey = keyof typeof packageCodes;
export type PackageCode = (typeof packageCodes)[PackageKey];

export type PackageCover = 'thirdPartyDamage' | 'theft' | 'ownDamage';

export interface CoveragePackage {
  key: PackageKey;
  code: PackageCode;
  label: string;
  covers: readonly PackageCover[];
}

export const coveragePackages: readonly CoveragePackage[] = [
  {
    key: 'comprehensive',
    code: 0,
    label: 'Amplia',
    covers: ['thirdPartyDamage', 'theft', 'ownDamage'],
  },
  { key: 'thirdParty', code: 1, label: 'Limitada', covers: ['thirdPartyDamage', 'theft'] },
  { key: 'liability', code: 2, label: 'RC', covers: ['thirdPartyDamage'] },
];

/** Quotes are requested per insurer in this order: comprehensive, third-party, liability. */
export const packageQuoteOrder: readonly PackageCode[] = coveragePackages.map((pack) => pack.code);

/** The package a choice's text names ('1' → third party), or undefined. */
export const parsePackageCode = (text: string | null) =>
  choiceOf(Object.values(packageCodes), text);

export const defaultPackage: PackageCode = packageCodes.comprehensive;

export function packageByCode(code: PackageCode): CoveragePackage {
  return coveragePackages[code] as CoveragePackage;
}
