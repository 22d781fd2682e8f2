import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';
import type { IsoDate } from '../../../src/domain/common/dates';

/*
 * Dates as a Mexican reader sees them, by dayjs's Mexican Spanish rather than by the app's own
 * formatters (Intl's, src/domain/site/locale-format.ts): a test that reads them from a PDF or a
 * page checks those formatters rather than repeating them.
 */
const inSpanish = (iso: IsoDate, format: string) => dayjs(iso).locale('es-mx').format(format);

/** "13 de marzo de 1986", as the policy and the e-mails write a date. */
export const longSpanishDate = (iso: IsoDate) => inSpanish(iso, 'D [de] MMMM [de] YYYY');

/** "marzo 1986", as a calendar heads the month it shows. */
export const spanishMonthAndYear = (iso: IsoDate) => inSpanish(iso, 'MMMM YYYY');
