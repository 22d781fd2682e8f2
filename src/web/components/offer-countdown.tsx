import { Text } from '@mantine/core';
import { selectOfferCountdown } from '../../../machines/quotation/quotation.selectors';
import { FlowScope } from '../flow-hooks/flow-scope';
import { useQuotation } from '../flow-hooks/use-quotation';
import { usePageT } from '../strings/i18n';
import { quoteCardText, type QuoteCardTextKey } from '../strings/page-text/quote-card';
import { interpolate } from '../strings/interpolate';

const wordingKeys = {
  offer: 'quoteCard.offerExpiresIn',
  specialDiscount: 'quoteCard.specialDiscountExpiresIn',
} as const satisfies Record<string, QuoteCardTextKey>;

/**
 * 'Oferta expira en 6 días 23 horas 59 minutos' (or the special discount's wording), on the
 * results and in the cart's summary while the quotation runs.
 */
export const OfferCountdown = () => (
  <FlowScope flow="quotation">
    <QuotationCountdown />
  </FlowScope>
);

function QuotationCountdown() {
  const t = usePageT(quoteCardText);
  const countdown = useQuotation(selectOfferCountdown);
  if (!countdown) return null;
  const unit = (n: number, one: QuoteCardTextKey, many: QuoteCardTextKey) =>
    interpolate(t(n === 1 ? one : many), { n });
  const parts = [
    unit(countdown.days, 'quoteCard.day', 'quoteCard.days'),
    unit(countdown.hours, 'quoteCard.hour', 'quoteCard.hours'),
    unit(countdown.minutes, 'quoteCard.minute', 'quoteCard.minutes'),
  ];
  return (
    <Text fw={600}>
      {t(wordingKeys[countdown.wording])}{' '}
      <Text span fw={700} c="#7a4a00">
        {parts.join(' ')}
      </Text>
    </Text>
  );
}
