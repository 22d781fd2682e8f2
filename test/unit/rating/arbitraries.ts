import fc from 'fast-check';
import {
  customiseFilterRanges,
  editableCoverageChoices,
  specialCovers,
} from '../../../src/domain/coverage/coverage';
import {
  defaultCoverageTerms,
  type CoverageTerms,
} from '../../../src/domain/coverage/coverage-terms';
import { insurerCodes } from '../../../src/domain/insurers/insurers';
import { packageQuoteOrder } from '../../../src/domain/coverage/packages';
import { paymentFrequencyCodes } from '../../../src/domain/payment/payment-frequencies';
import { indemnityValueKeys, validityYears } from '../../../src/domain/quote/policy';
import { mexicanStates } from '../../../src/domain/common/states';
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

/** Postal codes buyers type, one per state, with the state the catalogue finds for them. */
const buyerPlaces: readonly Risk['place'][] = [
  { stateCode: 'DIF', postalCode: '06700' },
  { stateCode: 'DIF', postalCode: '03100' },
  { stateCode: 'MEX', postalCode: '54000' },
  { stateCode: 'JAL', postalCode: '44100' },
  { stateCode: 'NLE', postalCode: '64000' },
  { stateCode: 'PUE', postalCode: '72000' },
  { stateCode: 'GUA', postalCode: '37000' },
  { stateCode: 'QUE', postalCode: '76000' },
  { stateCode: 'YUC', postalCode: '97000' },
  { stateCode: 'ROO', postalCode: '77500' },
  { stateCode: 'SIN', postalCode: '80000' },
  { stateCode: 'SON', postalCode: '83000' },
  { stateCode: 'CHH', postalCode: '31000' },
  { stateCode: 'COA', postalCode: '25000' },
  { stateCode: 'VER', postalCode: '91000' },
  { stateCode: 'BCN', postalCode: '22000' },
  { stateCode: 'MIC', postalCode: '58000' },
  { stateCode: 'OAX', postalCode: '68000' },
];

/**
 * A buyer as the wizard sees one: a car or pickup worth what such cars are worth, a model year
 * the insurers quote, a postal code, a driver of driving age, a package and a payment frequency,
 * with the coverages the results page starts from.
 */
export const aBuyerProfile: fc.Arbitrary<RatingInput> = fc.record({
  risk: fc.record({
    vehicle: fc.oneof(
      fc.record({
        vehicleType: fc.constant('car' as const),
        insuredValue: fc.integer({ min: 90, max: 900 }).map((thousands) => thousands * 1_000),
        modelYear: fc.integer({ min: 2012, max: 2026 }),
        subBrand: fc.constantFrom('Versa', 'Aveo', 'March', 'Jetta', 'Mazda 3', 'CR-V', 'Golf'),
      }),
      fc.record({
        vehicleType: fc.constant('pickup' as const),
        insuredValue: fc.integer({ min: 250, max: 1_100 }).map((thousands) => thousands * 1_000),
        modelYear: fc.integer({ min: 2012, max: 2026 }),
        subBrand: fc.constantFrom('NP300', 'Hilux', 'Ranger', 'Tornado'),
      }),
    ),
    place: fc.constantFrom(...buyerPlaces),
    driver: fc.record({
      personType: fc.constant('natural' as const),
      gender: fc.constantFrom('male' as const, 'female' as const),
      age: fc.integer({ min: 18, max: 80 }),
    }),
  }),
  terms: fc.record({
    package: fc.constantFrom(...packageQuoteOrder),
    paymentFrequency: fc.constantFrom(...paymentFrequencyCodes),
    validity: fc.constant(1 as const),
    indemnityValue: fc.constant('commercial' as const),
    coverage: fc.constant(defaultCoverageTerms),
  }),
  referenceYear: fc.constant(2026),
});
