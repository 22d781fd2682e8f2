import fc from 'fast-check';
import {
  customiseFilterRanges,
  editableCoverageChoices,
  specialCovers,
} from '../../../src/domain/coverage';
import type { CoverageTerms } from '../../../src/domain/coverage-terms';
import { insurerCodes } from '../../../src/domain/insurers';
import { packageQuoteOrder } from '../../../src/domain/packages';
import { paymentFrequencyCodes } from '../../../src/domain/payment-frequencies';
import { indemnityValueKeys, validityYears } from '../../../src/domain/policy';
import { mexicanStates } from '../../../src/domain/states';
import type { RatingInput, Risk } from '../../../src/server/insurers/rating';

const sum = (max: number) => fc.integer({ min: 0, max });
const percent = fc.integer({ min: 0, max: 100 });

export const anInsurer = fc.constantFrom(...insurerCodes);

const aDriver: fc.Arbitrary<Risk['driver']> = fc.oneof(
  fc.record({
    personType: fc.constant('natural' as const),
    gender: fc.constantFrom('male' as const, 'female' as const),
    age: fc.integer({ min: 18, max: 90 }),
  }),
  fc.record({
    personType: fc.constant('legal' as const),
    gender: fc.constant('company' as const),
    age: fc.integer({ min: 0, max: 60 }),
  }),
);

export const aRisk: fc.Arbitrary<Risk> = fc.record({
  vehicle: fc.record({
    vehicleType: fc.constantFrom('car' as const, 'pickup' as const),
    insuredValue: fc.integer({ min: 60_000, max: 1_500_000 }),
    modelYear: fc.integer({ min: 2005, max: 2027 }),
    subBrand: fc.constantFrom('Versa', 'Tsuru', 'Aveo', 'March', 'Golf', 'NP300', 'Mazda 3'),
  }),
  place: fc.record({
    stateCode: fc.constantFrom(...mexicanStates.map((state) => state.code)),
    postalCode: fc.stringMatching(/^\d{5}$/),
  }),
  driver: aDriver,
});

export const aCoverage: fc.Arbitrary<CoverageTerms> = fc.record({
  rcThird: sum(editableCoverageChoices.rcThird.choices.at(-1) as number),
  rcCatastrophic: sum(editableCoverageChoices.rcCatastrophic.choices.at(-1) as number),
  passengerMedical: sum(customiseFilterRanges.pasengersMedicalExpenses.max),
  damageDeductiblePercent: percent,
  theftDeductiblePercent: percent,
  roadAssistance: fc.boolean(),
  legalDefense: fc.boolean(),
  thirdUsa: fc.boolean(),
  specialCovers: fc.subarray([...specialCovers]),
});

export const aRatingInput: fc.Arbitrary<RatingInput> = fc.record({
  risk: aRisk,
  terms: fc.record(
    {
      package: fc.constantFrom(...packageQuoteOrder),
      paymentFrequency: fc.constantFrom(...paymentFrequencyCodes),
      validity: fc.constantFrom(...validityYears),
      indemnityValue: fc.constantFrom(...indemnityValueKeys),
      coverage: aCoverage,
      promo: fc.record({
        code: fc.constantFrom('BIENVENIDA10', 'COPPEL15'),
        discountPercent: fc.integer({ min: 1, max: 40 }),
      }),
    },
    { requiredKeys: ['package', 'paymentFrequency', 'validity', 'indemnityValue', 'coverage'] },
  ),
  referenceYear: fc.integer({ min: 2026, max: 2027 }),
});
