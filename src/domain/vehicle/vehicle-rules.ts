import { todayInMexico } from '../common/dates';

/** Vehicle facts (docs/behaviour/constants.md#limits). */

export const vehicleTypes = [
  { key: 'car', label: 'Car' },
  { key: 'pickup', label: 'Pickup' },
] as const;
export type VehicleType = (typeof vehicleTypes)[number]['key'];

/** Only private-use vehicles are quoted. */
export const vehicleUse = 'Particular';

/** The wizard's model-year bar, newest first. */
export const offeredModelYears: readonly number[] = [2020, 2019, 2018, 2017, 2016, 2015];

/**
 * Repair in agency is offered for cars 1 to 8 years old. The original words it once "from one
 * year before up to 8 years old"; both readings give the same window (docs/behaviour/choices.md).
 */
export const repairInAgencyAges = { youngest: 1, oldest: 8 } as const;

export function vehicleAge(modelYear: number, referenceYear: number): number {
  return referenceYear - modelYear;
}

/** The year a policy rates the vehicle's age in: its start's year (today's, in Mexico, by default). */
export function policyYear(beginDate: string | undefined): number {
  return Number((beginDate ?? todayInMexico()).slice(0, 4));
}

export function offersRepairInAgency(modelYear: number, referenceYear: number): boolean {
  const age = vehicleAge(modelYear, referenceYear);
  return age >= repairInAgencyAges.youngest && age <= repairInAgencyAges.oldest;
}
