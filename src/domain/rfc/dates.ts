import type { IsoDate } from '../common/dates';

/** Birth or constitution date as the RFC writes it: YYMMDD. */
export function rfcDate(iso: IsoDate): string {
  return `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;
}
