import { Badge, List, Text } from '@mantine/core';
import { usePageT } from '../strings/i18n';
import { resultsText, type ResultsTextKey } from '../strings/page-text/results';
import { LaterTooltip } from '../site/later-tooltip';

/** What the recommendation weighs (src/domain/quote/recommended-quote.ts), as the tooltip lists it. */
const basis: ResultsTextKey[] = [
  'quoteCard.basisVehicle',
  'quoteCard.basisZone',
  'quoteCard.basisPrice',
  'quoteCard.basisCoverages',
  'quoteCard.basisOpinions',
];

/**
 * 'Recomendado' with its tooltip. The badge is a button so a keyboard reaches it; the tooltip
 * opens on hover, focus and touch and describes the button (role tooltip, aria-describedby).
 * The tooltip's code comes once the page is up, or when the badge is first reached.
 */
export function RecommendedBadge() {
  const t = usePageT(resultsText);
  const label = (
    <>
      <Text size="sm" fw={600}>
        {t('quoteCard.recommendedBasis')}
      </Text>
      <List size="sm">
        {basis.map((key) => (
          <List.Item key={key}>{t(key)}</List.Item>
        ))}
      </List>
    </>
  );
  return (
    <LaterTooltip
      label={label}
      multiline
      w={260}
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge component="button" type="button" color="#7a4a00" variant="filled">
        {t('quoteCard.recommended')}
      </Badge>
    </LaterTooltip>
  );
}
