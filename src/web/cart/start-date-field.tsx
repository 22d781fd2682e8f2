import { DateInput } from '@mantine/dates';
// The calendar's month and day names, in the language app.tsx's DatesProvider names: dayjs's
// locales load with the picker, not with every page.
import 'dayjs/locale/es-mx';
import 'dayjs/locale/en';
import type { PurchaseSummary } from '../../../machines/cart-shared/purchase-summary';
import { isBetween, parseDisplayDate } from '../../domain/common/dates';
import { useMessage, usePageT } from '../strings/i18n';
import { cartText } from '../strings/page-text/cart';

/** What the summary's start-date field shows and where the buyer's choice goes. */
export interface StartDateChoice {
  /** The cart's message for the date typed ('Fecha invalida'), else undefined. */
  error: string | undefined;
  /** False once the emission carries the date. */
  canChoose: boolean;
  onChoose: (beginDate: string) => void;
}

/**
 * The policy's start date in the purchase summary: typed `dd/mm/aaaa` or picked in the calendar,
 * which offers only the allowed days. Every date goes to the cart, which checks it: one typed
 * outside the window keeps the field's text and gets the cart's message.
 */
export function StartDateField({
  summary,
  choice,
}: {
  summary: Pick<PurchaseSummary, 'beginDate' | 'startDateWindow'>;
  choice: StartDateChoice;
}) {
  const t = usePageT(cartText);
  const message = useMessage();
  const { first, last } = summary.startDateWindow;
  return (
    <DateInput
      label={t('summary.beginDate')}
      description={t('summary.beginDateHint')}
      value={summary.beginDate}
      valueFormat="DD/MM/YYYY"
      dateParser={(text) => parseDisplayDate(text) ?? null}
      excludeDate={(day) => !isBetween(day, first, last)}
      // Days only (no year or decade views), without the red weekends and the neighbouring
      // months' greyed days, whose contrast is below 4.5:1.
      maxLevel="month"
      weekendDays={[]}
      hideOutsideDates
      ariaLabels={{
        previousMonth: t('summary.previousMonth'),
        nextMonth: t('summary.nextMonth'),
      }}
      fixOnBlur={false}
      // The message above the field: the calendar opens below it as the buyer types.
      inputWrapperOrder={['label', 'description', 'error', 'input']}
      disabled={!choice.canChoose}
      error={choice.error && message(choice.error)}
      onChange={(beginDate) => beginDate && choice.onChoose(beginDate)}
    />
  );
}
