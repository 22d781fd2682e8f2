import dayjs from 'dayjs';
import type { IsoDate } from '../common/dates';

/**
 * Who may quote (usage policy): a person at least 18 years old and plausibly alive (at most
 * 100). A company's date is its constitution date and has no age rule.
 */
export const minimumBuyerAge = 18;
export const maximumBuyerAge = 100;

export function ageOn(birthdate: IsoDate, today: IsoDate): number {
  return dayjs(today).diff(dayjs(birthdate), 'year');
}

export function isAdultBuyer(birthdate: IsoDate, today: IsoDate): boolean {
  return ageOn(birthdate, today) >= minimumBuyerAge;
}

export function isPlausiblyAlive(birthdate: IsoDate, today: IsoDate): boolean {
  return ageOn(birthdate, today) <= maximumBuyerAge;
}
