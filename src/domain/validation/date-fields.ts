import * as v from 'valibot';
import {
  isAllowedStartDate,
  isIsoDate,
  isoFromParts,
  isPlausiblePastDate,
  parseDisplayDate,
  parseDisplayOrIsoDate,
  todayInMexico,
  type IsoDate,
} from '../common/dates';
import { isAdultBuyer, isPlausiblyAlive } from '../quote/buyer-age';
import { messages } from './messages';
import { crossCheck, fields, oneMessage } from './rules';

/** Today in Mexico City at the moment of validation. */
const today = () => todayInMexico();

/** A date typed in a display format, checked, and handed on as `yyyy-mm-dd`. */
function typedDate(parse: (text: string) => IsoDate | undefined, message: string) {
  return oneMessage(
    v.pipe(
      v.string(message),
      v.check((text) => parse(text) !== undefined, message),
      v.transform((text) => parse(text) as IsoDate),
      v.check((iso) => isPlausiblePastDate(iso, today()), message),
    ),
  );
}

/** A `yyyy-mm-dd` date of the past, as the API carries birth and constitution dates. */
function pastIsoDate(message: string) {
  return oneMessage(
    v.pipe(
      v.string(message),
      v.check((iso) => isPlausiblePastDate(iso, today()), message),
    ),
  );
}

/**
 * Birth date (or a company's constitution date) typed `dd/mm/yyyy`. Stricter than the pattern
 * alone: the date must exist, be past and not before 1900.
 */
export const birthdateSchema = typedDate(parseDisplayDate, messages.dateInvalid);

/** Birth or constitution date as the API carries it. */
export const isoBirthdateSchema = pastIsoDate(messages.dateInvalid);

/** One part of the wizard's birth date: digits only, of its exact length. */
function birthDatePart(length: number) {
  const message = messages.birthDatePartsFormat;
  return oneMessage(
    v.pipe(v.string(message), v.trim(), v.regex(new RegExp(`^\\d{${length}}$`), message)),
  );
}

/**
 * A person's birth date makes them an adult and plausibly alive (usage policy); a company's
 * constitution date is only a past date. `isCompany` reads the form's person type or gender.
 */
export function buyerAgeChecks<TInput>(
  paths: readonly (readonly string[])[],
  readDate: (input: TInput) => { iso: IsoDate | undefined; isCompany: boolean },
) {
  const passes = (rule: (iso: IsoDate, today: IsoDate) => boolean) => (input: TInput) => {
    const { iso, isCompany } = readDate(input);
    return isCompany || iso === undefined || rule(iso, today());
  };
  const target = paths[0] as never;
  const check = (rule: (iso: IsoDate, today: IsoDate) => boolean, message: string) =>
    v.forward(
      crossCheck(paths as never, passes(rule) as never, message),
      target,
    ) as unknown as v.BaseValidation<TInput, TInput, v.BaseIssue<unknown>>;
  return [
    check(isAdultBuyer, messages.buyerUnderAge),
    check(isPlausiblyAlive, messages.dateInvalid),
  ] as const;
}

/**
 * The wizard's three boxes (dd / mm / aaaa); together they must make a real past date, of an
 * adult when the person type says a person.
 */
export const birthDatePartsSchema = v.pipe(
  fields({
    dayOfBirth: birthDatePart(2),
    monthOfBirth: birthDatePart(2),
    yearOfBirth: birthDatePart(4),
    personType: v.optional(v.string()),
  }),
  v.forward(
    crossCheck(
      [['dayOfBirth'], ['monthOfBirth'], ['yearOfBirth']],
      (parts) => {
        const iso = isoFromParts(parts.dayOfBirth, parts.monthOfBirth, parts.yearOfBirth);
        return iso !== undefined && isPlausiblePastDate(iso, today());
      },
      messages.birthDatePartsFormat,
    ),
    ['dayOfBirth'],
  ),
  ...buyerAgeChecks(
    [['dayOfBirth'], ['monthOfBirth'], ['yearOfBirth'], ['personType']],
    (parts: {
      dayOfBirth: string;
      monthOfBirth: string;
      yearOfBirth: string;
      personType?: string;
    }) => ({
      iso: isoFromParts(parts.dayOfBirth, parts.monthOfBirth, parts.yearOfBirth),
      isCompany: parts.personType === 'legal',
    }),
  ),
  v.transform(({ personType: _personType, ...parts }) => ({
    ...parts,
    birthdate: isoFromParts(parts.dayOfBirth, parts.monthOfBirth, parts.yearOfBirth) as IsoDate,
  })),
);

/** Policy start: `yyyy-mm-dd`, today or within the next 30 calendar days (today included). */
export const startDateSchema = oneMessage(
  v.pipe(
    v.string(messages.startDate),
    v.check(isIsoDate, messages.startDate),
    v.check((iso) => isAllowedStartDate(iso, today()), messages.startDate),
  ),
);

/** Invoice date, typed `dd / mm / yyyy` or `yyyy-mm-dd`, handed on as `yyyy-mm-dd`; not in the future. */
export const invoiceDateSchema = typedDate(parseDisplayOrIsoDate, messages.invoiceDate);
