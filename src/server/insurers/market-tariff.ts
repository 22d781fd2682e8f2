import type { InsurerTariff } from './tariff';

/**
 * The market reference tariff every sandbox insurer starts from; each insurer's own tariff
 * (insurer-tariffs.ts) moves its price level, fee, surcharges and discounts. Every figure is
 * explained in TARIFF-SOURCES.md beside this file.
 */
export const marketTariff: Omit<InsurerTariff, 'insurer'> = {
  materialDamageRates: {
    car: [
      { upTo: 150_000, rate: 0.027 },
      { upTo: 300_000, rate: 0.024 },
      { upTo: 500_000, rate: 0.021 },
      { upTo: Infinity, rate: 0.018 },
    ],
    pickup: [
      { upTo: 300_000, rate: 0.026 },
      { upTo: 600_000, rate: 0.022 },
      { upTo: Infinity, rate: 0.019 },
    ],
  },
  theftRates: {
    car: [
      { upTo: 300_000, rate: 0.011 },
      { upTo: Infinity, rate: 0.009 },
    ],
    pickup: [
      { upTo: 600_000, rate: 0.016 },
      { upTo: Infinity, rate: 0.013 },
    ],
  },
  stateFactors: {
    MEX: 1.35,
    JAL: 1.22,
    DIF: 1.2,
    PUE: 1.16,
    SIN: 1.12,
    GUA: 1.08,
    VER: 1.06,
    MIC: 1.06,
    BCN: 1.05,
    NLE: 1.04,
    TAM: 1.04,
    MOR: 1.03,
    QUE: 1.0,
    YUC: 0.85,
    CAM: 0.87,
    BCS: 0.9,
    TLA: 0.92,
    AGU: 0.94,
  },
  postalZoneSpread: 0.06,
  postalZoneSalt: 7919,
  vehicleAge: { freeYears: 3, perYear: 0.015, cap: 1.25 },
  indemnityFactors: { commercial: 1, commercialPlus10: 1.1, agreed: 1.06, invoice: 1.18 },
  deductibleDamage: { referencePercent: 5, changePerPoint: 0.03, floor: 0.55 },
  deductibleTheft: { referencePercent: 10, changePerPoint: 0.015, floor: 0.6 },
  rcThird: { reference: 1_000_000, premium: 900, elasticity: 0.45 },
  rcCatastrophic: { reference: 2_000_000, premium: 420, elasticity: 0.5 },
  passengerMedical: { reference: 200_000, premium: 300, elasticity: 0.6 },
  legalDefense: 220,
  roadAssistance: 260,
  thirdUsa: 150,
  specialCovers: {
    driverAccidentalDeath: { price: { kind: 'flat', pesos: 180 }, needs: 'any' },
    windowPanes: { price: { kind: 'ofValue', rate: 0.003 }, needs: 'materialDamage' },
    substituteCar: { price: { kind: 'flat', pesos: 650 }, needs: 'any' },
    deflection: { price: { kind: 'ofValue', rate: 0.0012 }, needs: 'materialDamage' },
    civilLiabilityExtension: { price: { kind: 'flat', pesos: 240 }, needs: 'any' },
    tires: { price: { kind: 'ofValue', rate: 0.0025 }, needs: 'materialDamage' },
    foreignCivilLiability: { price: { kind: 'flat', pesos: 200 }, needs: 'any' },
    occupantsCivilLiability: { price: { kind: 'flat', pesos: 210 }, needs: 'any' },
    repairInAgency: { price: { kind: 'ofMaterialDamage', rate: 0.15 }, needs: 'materialDamage' },
    partialRobbery: { price: { kind: 'ofValue', rate: 0.002 }, needs: 'theft' },
  },
  driverAge: [
    { fromAge: 18, factor: 1.55, femaleFactor: 0.88 },
    { fromAge: 21, factor: 1.35, femaleFactor: 0.88 },
    { fromAge: 25, factor: 1.12, femaleFactor: 0.93 },
    { fromAge: 30, factor: 1, femaleFactor: 0.93 },
    { fromAge: 65, factor: 1.1, femaleFactor: 0.95 },
    { fromAge: 75, factor: 1.25, femaleFactor: 0.95 },
  ],
  companyFactor: 1.1,
  packageFactors: { comprehensive: 0.96, thirdParty: 1, liability: 1.05 },
  multiYearDiscountPerYear: 0.03,
  onlineDiscount: 0.15,
  instalmentSurcharge: {
    cash: -0.02,
    annual: 0,
    semiannual: 0.024,
    quarterly: 0.048,
    monthly: 0.064,
  },
  policyFee: 650,
  quoteValidityDays: 7,
};
