import { describe, expect, test } from 'vitest';
import {
  editableCoverageChoices,
  initialCustomiseFilters,
  specialCovers,
} from '../../../src/domain/coverage/coverage';
import { missingDataDefaults } from '../../../src/domain/purchase/defaults';
import {
  asksRfcConfirmation,
  emitEnabledInsurers,
  insurerCodes,
  insurers,
  isInsurerCode,
  multiYearInsurers,
} from '../../../src/domain/insurers/insurers';
import {
  coveragePackages,
  packageByCode,
  packageQuoteOrder,
} from '../../../src/domain/coverage/packages';
import {
  allowsInterestFreeMonths,
  paymentFrequencies,
  receiptsPerYear,
} from '../../../src/domain/payment/payment-frequencies';
import { fiscalRegimeOf, personTypeOf } from '../../../src/domain/quote/person';
import { compensationFor } from '../../../src/domain/quote/policy';
import {
  blacklistedInsurersFor,
  isLeadsChannel,
  partnerCodeFrom,
  promoForcesHome,
} from '../../../src/domain/site/promo';
import {
  isRestrictedQuote,
  quotableInsurers,
  quotablePackages,
} from '../../../src/domain/quote/quote-restrictions';
import { timing } from '../../../src/domain/common/timing';
import { offersRepairInAgency } from '../../../src/domain/vehicle/vehicle-rules';

describe('insurers', () => {
  test('eight are compared; mapfre, gds and hdi issue; ana and hdi quote multi-year and invoice value', () => {
    expect(insurerCodes).toEqual(['mapfre', 'gds', 'ana', 'aba', 'gnp', 'hdi', 'sura', 'qualitas']);
    expect(emitEnabledInsurers).toEqual(['mapfre', 'gds', 'hdi']);
    expect(multiYearInsurers).toEqual(['ana', 'hdi']);
    expect(insurers.qualitas.displayName).toBe('Quálitas');
  });

  test('only hdi asks the individual cart to confirm the RFC', () => {
    expect(insurerCodes.filter(asksRfcConfirmation)).toEqual(['hdi']);
  });

  test('insurer codes are recognised', () => {
    expect(isInsurerCode('sura')).toBe(true);
    expect(isInsurerCode('axa')).toBe(false);
  });
});

describe('packages and payment frequencies', () => {
  test('Amplia=0, Limitada=1, RC=2, each covering more than the next', () => {
    expect(coveragePackages.map((pack) => [pack.label, pack.code])).toEqual([
      ['Amplia', 0],
      ['Limitada', 1],
      ['RC', 2],
    ]);
    expect(packageByCode(2).covers).toEqual(['thirdPartyDamage']);
    expect(packageByCode(1).covers).toEqual(['thirdPartyDamage', 'theft']);
    expect(packageByCode(0).covers).toContain('ownDamage');
    expect(packageQuoteOrder).toEqual([0, 1, 2]);
  });

  test('frequencies with their codes and months', () => {
    expect(
      paymentFrequencies.map((frequency) => [frequency.label, frequency.code, frequency.months]),
    ).toEqual([
      ['Anual', 0, 12],
      ['Trimestral', 1, 3],
      ['Semestral', 2, 6],
      ['Mensual', 3, 1],
      ['Contado', 4, 12],
    ]);
  });

  test.each([
    [0, 1],
    [1, 4],
    [2, 2],
    [3, 12],
    [4, 1],
  ] as const)('frequency %i has %i receipts a year', (code, receipts) => {
    expect(receiptsPerYear(code)).toBe(receipts);
  });

  test('months without interest come with annual payment only', () => {
    expect(
      paymentFrequencies
        .filter((frequency) => allowsInterestFreeMonths(frequency.code))
        .map((f) => f.key),
    ).toEqual(['annual']);
  });
});

describe('quote restrictions', () => {
  const open = { validity: 1, compensationValue: 'commercial', hasCoveragesEdited: false } as const;

  test('an unrestricted round quotes every package with every insurer', () => {
    expect(isRestrictedQuote(open)).toBe(false);
    expect(quotablePackages(open)).toEqual([0, 1, 2]);
    expect(quotableInsurers(insurerCodes, open)).toEqual([...insurerCodes]);
  });

  test('multi-year validity and invoice compensation keep ana and hdi, comprehensive only', () => {
    for (const scope of [
      { ...open, validity: 2 as const },
      { ...open, compensationValue: 'invoice' as const },
    ]) {
      expect(quotablePackages(scope)).toEqual([0]);
      expect(quotableInsurers(insurerCodes, scope)).toEqual(['ana', 'hdi']);
    }
  });

  test('edited coverages quote comprehensive only, with every insurer', () => {
    const edited = { ...open, hasCoveragesEdited: true };
    expect(quotablePackages(edited)).toEqual([0]);
    expect(quotableInsurers(insurerCodes, edited)).toHaveLength(8);
  });
});

describe('coverage', () => {
  test('the filters start at their initial values, switches on', () => {
    expect(initialCustomiseFilters()).toEqual({
      thirdDamages: 1_000_000,
      thirdDeaths: 2_000_000,
      pasengersMedicalExpenses: 200_000,
      theftDeductible: 10,
      deductibleDamage: 5,
      roadAssistance: true,
      legalDefense: true,
    });
  });

  test('the choice lists step as the spec says', () => {
    const catastrophic = editableCoverageChoices.rcCatastrophic.choices;
    expect(catastrophic).toEqual([
      1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000, 3_500_000, 4_000_000,
    ]);
    const third = editableCoverageChoices.rcThird.choices;
    expect([third[0], third[1], third.at(-1), third.length]).toEqual([
      800_000, 900_000, 4_000_000, 33,
    ]);
    expect(editableCoverageChoices.materialDamage).toEqual({ choices: [3, 4, 5, 10], initial: 5 });
    expect(editableCoverageChoices.theft).toEqual({ choices: [5, 10], initial: 10 });
  });

  test('ten special covers', () => {
    expect(specialCovers).toHaveLength(10);
  });

  test.each([
    [2025, true],
    [2018, true],
    [2017, false],
    [2026, false],
    [2027, false],
  ])('in 2026, a %i car may be repaired in the agency: %s', (modelYear, offered) => {
    expect(offersRepairInAgency(modelYear, 2026)).toBe(offered);
  });
});

describe('people, policy and promo', () => {
  test('Hombre and Mujer are persona física, Empresa persona moral', () => {
    expect(personTypeOf('female')).toBe('natural');
    expect(personTypeOf('company')).toBe('legal');
    expect(fiscalRegimeOf('legal')).toBe('company');
  });

  test('only Valor Factura compensates the invoice value', () => {
    expect(compensationFor('invoice')).toBe('invoice');
    expect(compensationFor('agreed')).toBe('commercial');
  });

  test('AS_LEADS is the leads channel', () => {
    expect(isLeadsChannel('as_leads')).toBe(true);
    expect(isLeadsChannel('AS_LEADS2')).toBe(false);
    expect(isLeadsChannel(undefined)).toBe(false);
  });

  test('a used-car partner promo drops mapfre, and with mapfre selected sends the visitor home', () => {
    expect(blacklistedInsurersFor('KAVAK10')).toEqual(['mapfre']);
    expect(blacklistedInsurersFor('BUENFIN')).toEqual([]);
    expect(promoForcesHome('kavak-2026', 'mapfre')).toBe(true);
    expect(promoForcesHome('kavak-2026', 'hdi')).toBe(false);
    expect(promoForcesHome('BUENFIN', 'mapfre')).toBe(false);
  });

  test("calls carry the promo's partner code, else the own brand's", () => {
    expect(partnerCodeFrom({ partnerCode: 'coppel' })).toBe('coppel');
    expect(partnerCodeFrom({ partnerCode: null })).toBe('cotizauto');
    expect(partnerCodeFrom(undefined)).toBe('cotizauto');
    expect(partnerCodeFrom({ partnerCode: null }, 'coppel')).toBe('coppel');
  });

  test('defaults and waiting times of the spec', () => {
    expect(missingDataDefaults).toEqual({
      birthdate: '1986-03-13',
      gender: 'male',
      engineNumber: 'HECHO EN MEXICO',
      licensePlates: 'SINPLACAS',
      tin: 'XAXX010101000',
    });
    expect([
      timing.loadingPageMs,
      timing.emissionErrorWaitMs,
      timing.inputErrorWaitMs,
      timing.emissionPollMs,
    ]).toEqual([2000, 20000, 50000, 3000]);
    expect([timing.persistTimeoutMs, timing.promoCookieDays]).toEqual([5000, 7]);
  });
});
