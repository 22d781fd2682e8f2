import { defineStrings } from '../../../domain/catalogue-strings';
import { coverageSummaryRows } from '../../../domain/coverage-summary';
import { packageByCode } from '../../../domain/packages';
import { paymentFrequencyByCode } from '../../../domain/payment-frequencies';

const coverageName = (index: number) => coverageSummaryRows[index]![1];

/**
 * The words a quote and a policy share, in mails and PDFs: packages, payment frequencies,
 * coverages and their amounts. Spanish is the domain's own labels, so the two never drift.
 */
export const policyTermsTexts = defineStrings({
  es: {
    'terms.insurer': 'Aseguradora',
    'terms.vehicle': 'Vehículo',
    'terms.package': 'Paquete',
    'terms.paymentFrequency': 'Forma de pago',
    'terms.validity': 'Vigencia',
    'terms.period': 'del {begin} al {end}',
    'terms.package.0': packageByCode(0).label,
    'terms.package.1': packageByCode(1).label,
    'terms.package.2': packageByCode(2).label,
    'terms.frequency.0': paymentFrequencyByCode(0).label,
    'terms.frequency.1': paymentFrequencyByCode(1).label,
    'terms.frequency.2': paymentFrequencyByCode(2).label,
    'terms.frequency.3': paymentFrequencyByCode(3).label,
    'terms.frequency.4': paymentFrequencyByCode(4).label,
    'terms.cover.materialDamage': coverageName(0),
    'terms.cover.theft': coverageName(1),
    'terms.cover.rcThird': coverageName(2),
    'terms.cover.rcCatastrophic': coverageName(3),
    'terms.cover.medicalCost': coverageName(4),
    'terms.cover.legalDefense': coverageName(5),
    'terms.cover.roadAssistance': coverageName(6),
    'terms.cover.notIncluded': 'No incluida',
    'terms.cover.vehicleValue': 'Valor del vehículo',
    'terms.cover.withDeductible': '{sum}, deducible {percent} %',
  },
  en: {
    'terms.insurer': 'Insurer',
    'terms.vehicle': 'Vehicle',
    'terms.package': 'Package',
    'terms.paymentFrequency': 'Payment frequency',
    'terms.validity': 'Term',
    'terms.period': 'from {begin} to {end}',
    'terms.package.0': 'Comprehensive',
    'terms.package.1': 'Limited',
    'terms.package.2': 'Liability only',
    'terms.frequency.0': 'Annual',
    'terms.frequency.1': 'Quarterly',
    'terms.frequency.2': 'Semi-annual',
    'terms.frequency.3': 'Monthly',
    'terms.frequency.4': 'Single payment',
    'terms.cover.materialDamage': 'Material damage',
    'terms.cover.theft': 'Total theft',
    'terms.cover.rcThird': 'Third-party liability',
    'terms.cover.rcCatastrophic': 'Catastrophic liability',
    'terms.cover.medicalCost': "Occupants' medical costs",
    'terms.cover.legalDefense': 'Legal defence',
    'terms.cover.roadAssistance': 'Road assistance',
    'terms.cover.notIncluded': 'Not included',
    'terms.cover.vehicleValue': 'Vehicle value',
    'terms.cover.withDeductible': '{sum}, deductible {percent}%',
  },
});
