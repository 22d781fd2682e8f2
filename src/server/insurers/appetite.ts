import { insurerCodes, insurers, type InsurerCode } from '../../domain/insurers/insurers';
import { packageNotAvailableMessage } from '../../domain/quote/quote-restrictions';
import { packageCodes, packageQuoteOrder, type PackageCode } from '../../domain/coverage/packages';
import type { CompensationValue, ValidityYears } from '../../domain/quote/policy';
import type { StateCode } from '../../domain/common/states';
import type { InsurerQuoteRequest } from './adapter';

/**
 * What each sandbox insurer writes in private-car business: the states it declines (the
 * smaller books leave a few, the way regional appetite shows on a real comparator: a missing
 * card for that insurer, not an error), the oldest vehicle it takes, the most valuable one
 * and the packages it sells. A real insurer adapter replaces this with the insurer's answer.
 */
export interface InsurerAppetite {
  statesDeclined: readonly StateCode[];
  maxVehicleAgeYears: number;
  maxInsuredValue: number;
  packagesSold: readonly PackageCode[];
}

const allPackages = packageQuoteOrder;
const { comprehensive, thirdParty } = packageCodes;

export const insurerAppetites: Readonly<Record<InsurerCode, InsurerAppetite>> = {
  mapfre: {
    statesDeclined: [],
    maxVehicleAgeYears: 20,
    maxInsuredValue: 2_500_000,
    packagesSold: allPackages,
  },
  gds: {
    statesDeclined: ['CHP', 'GRO', 'OAX'],
    maxVehicleAgeYears: 15,
    maxInsuredValue: 1_200_000,
    packagesSold: allPackages,
  },
  ana: {
    statesDeclined: [],
    maxVehicleAgeYears: 20,
    maxInsuredValue: 2_000_000,
    packagesSold: allPackages,
  },
  aba: {
    statesDeclined: ['BCS', 'CAM', 'ROO'],
    maxVehicleAgeYears: 15,
    maxInsuredValue: 1_500_000,
    packagesSold: allPackages,
  },
  gnp: {
    statesDeclined: [],
    maxVehicleAgeYears: 20,
    maxInsuredValue: 3_000_000,
    packagesSold: allPackages,
  },
  hdi: {
    statesDeclined: [],
    maxVehicleAgeYears: 20,
    maxInsuredValue: 2_000_000,
    packagesSold: allPackages,
  },
  sura: {
    statesDeclined: ['CHP', 'TAB', 'ZAC', 'SIN'],
    maxVehicleAgeYears: 12,
    maxInsuredValue: 1_500_000,
    packagesSold: [comprehensive, thirdParty],
  },
  qualitas: {
    statesDeclined: [],
    maxVehicleAgeYears: 25,
    maxInsuredValue: 3_000_000,
    packagesSold: allPackages,
  },
};

/** The insurers that quote vehicles garaged in a state, in the results page's order. */
export function insurersServingState(stateCode: StateCode): InsurerCode[] {
  return insurerCodes.filter((code) => !insurerAppetites[code].statesDeclined.includes(stateCode));
}

/** The facts an insurer's appetite looks at. */
export interface AppetiteCase {
  stateCode: StateCode;
  vehicleAgeYears: number;
  insuredValue: number;
  package: PackageCode;
  validity: ValidityYears;
  compensationValue: CompensationValue;
}

export const declineReasons = {
  zone: 'La aseguradora no ofrece cobertura en tu código postal.',
  vehicleAge: (years: number) => `La aseguradora no asegura vehículos de más de ${years} años.`,
  insuredValue: 'La aseguradora no asegura vehículos de este valor.',
  multiYearOrInvoice: 'La aseguradora no cotiza vigencia multianual ni valor factura.',
  packageNotSold: packageNotAvailableMessage,
} as const;

/** Why an insurer does not quote this case, or undefined when it does. */
export function declineReason(insurer: InsurerCode, facts: AppetiteCase): string | undefined {
  const appetite = insurerAppetites[insurer];
  if (appetite.statesDeclined.includes(facts.stateCode)) return declineReasons.zone;
  if (facts.vehicleAgeYears > appetite.maxVehicleAgeYears)
    return declineReasons.vehicleAge(appetite.maxVehicleAgeYears);
  if (facts.insuredValue > appetite.maxInsuredValue) return declineReasons.insuredValue;
  const needsMultiYearOrInvoice = facts.validity !== 1 || facts.compensationValue === 'invoice';
  if (needsMultiYearOrInvoice && !insurers[insurer].quotesMultiYearAndInvoice)
    return declineReasons.multiYearOrInvoice;
  if (!appetite.packagesSold.includes(facts.package)) return declineReasons.packageNotSold;
  return undefined;
}

export function appetiteCaseOf(request: InsurerQuoteRequest): AppetiteCase {
  return {
    stateCode: request.risk.place.stateCode,
    vehicleAgeYears: Math.max(0, request.referenceYear - request.risk.vehicle.modelYear),
    insuredValue: request.risk.vehicle.insuredValue,
    package: request.terms.package,
    validity: request.terms.validity,
    compensationValue: request.compensationValue,
  };
}
