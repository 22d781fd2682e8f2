import {
  customiseFilterRanges,
  defaultThirdUsa,
  editableCoverageChoices,
  specialCovers,
  type SpecialCover,
} from './coverage';

/**
 * The sums, deductibles and switches a quote is priced with. The summary's editable coverages
 * and the sidebar's filters name the same things (rcThird = thirdDamages, rcCatastrophic =
 * thirdDeaths, materialDamage = deductibleDamage, theft = theftDeductible, with the same
 * initial values); an edited summary wins over the filters.
 */
export interface CoverageTerms {
  rcThird: number;
  rcCatastrophic: number;
  passengerMedical: number;
  damageDeductiblePercent: number;
  theftDeductiblePercent: number;
  roadAssistance: boolean;
  legalDefense: boolean;
  thirdUsa: boolean;
  specialCovers: readonly SpecialCover[];
}

export interface CoverageChoicesInput {
  filters?: {
    thirdDamages: number;
    thirdDeaths: number;
    pasengersMedicalExpenses: number;
    theftDeductible: number;
    deductibleDamage: number;
    roadAssistance: boolean;
    legalDefense: boolean;
  };
  coverages?: {
    materialDamage: number;
    theft: number;
    rcCatastrophic: number;
    rcThird: number;
    thirdUSA: boolean;
  };
  specialCovers?: Partial<Record<SpecialCover, boolean>>;
}

export const defaultCoverageTerms: CoverageTerms = {
  rcThird: editableCoverageChoices.rcThird.initial,
  rcCatastrophic: editableCoverageChoices.rcCatastrophic.initial,
  passengerMedical: customiseFilterRanges.pasengersMedicalExpenses.initial,
  damageDeductiblePercent: editableCoverageChoices.materialDamage.initial,
  theftDeductiblePercent: editableCoverageChoices.theft.initial,
  roadAssistance: true,
  legalDefense: true,
  thirdUsa: defaultThirdUsa,
  specialCovers: [],
};

export function coverageTermsOf({
  filters,
  coverages,
  specialCovers: switches,
}: CoverageChoicesInput): CoverageTerms {
  const fromFilters = filters && {
    rcThird: filters.thirdDamages,
    rcCatastrophic: filters.thirdDeaths,
    passengerMedical: filters.pasengersMedicalExpenses,
    damageDeductiblePercent: filters.deductibleDamage,
    theftDeductiblePercent: filters.theftDeductible,
    roadAssistance: filters.roadAssistance,
    legalDefense: filters.legalDefense,
  };
  const fromCoverages = coverages && {
    rcThird: coverages.rcThird,
    rcCatastrophic: coverages.rcCatastrophic,
    damageDeductiblePercent: coverages.materialDamage,
    theftDeductiblePercent: coverages.theft,
    thirdUsa: coverages.thirdUSA,
  };
  return {
    ...defaultCoverageTerms,
    ...fromFilters,
    ...fromCoverages,
    specialCovers: specialCovers.filter((cover) => switches?.[cover] === true),
  };
}
