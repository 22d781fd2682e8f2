import { daysInMonth, type IsoDate } from '../common/dates';

/**
 * Who may quote (usage policy): a person at least 18 years old and plausibly alive (at most
 * 100). A company's date is its constitution date and has no age rule.
 */
export const minimumBuyerAge = 18;
export const maximumBuyerAge = 100;

/**
 * Whole years from `birthdate` to `today`: one more on each birthday, a 29 February one on the
 * 28th in other years. Counted on the dates' figures: dayjs's parsing and difference were most
 * of the wizard's last check, on its last click.
 */
export function ageOn(birthdate: IsoDate, today: IsoDate): number {
  const [bornYear, bornMonth, bornDay] = birthdate.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const birthday = Math.min(bornDay, daysInMonth(year, bornMonth));
  const hadBirthday = month > bornMonth || (month === bornMonth && day >= birthday);
  return year - bornYear - (hadBirthday ? 0 : 1);
}

export function isAdultBuyer(birthdate: IsoDate, today: IsoDate): boolean {
  return ageOn(birthdate, today) >= minimumBuyerAge;
}

export function isPlausiblyAlive(birthdate: IsoDate, today: IsoDate): boolean {
  return ageOn(birthdate, today) <= maximumBuyerAge;
}
