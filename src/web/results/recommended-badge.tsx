import { useState } from 'react';
import { Badge, List, Text } from '@mantine/core';
import { usePageT } from '../strings/i18n';
import { resultsText, type ResultsTextKey } from '../strings/page-text/results';
import { usePopoverControls } from './use-popover-controls';

/** What the recommendation weighs (src/domain/recommended-quote.ts), as the tooltip lists it. */
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
 * The tooltip's code comes after the page has loaded, or when the badge is first reached; the
 * badge alone stands in until then and takes the focus back when the tooltip wraps it.
 */
export function RecommendedBadge() {
  const t = usePageT(resultsText);
  const [controls, bringControls] = usePopoverControls();
  const [reached, setReached] = useState(false);
  const badge = (
    <Badge
      component="button"
      type="button"
      color="#7a4a00"
      variant="filled"
      autoFocus={reached}
      onFocus={() => {
        setReached(true);
        bringControls();
      }}
      onPointerEnter={bringControls}
    >
      {t('quoteCard.recommended')}
    </Badge>
  );
  if (!controls) return badge;
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
    <controls.Tooltip
      label={label}
      multiline
      w={260}
      events={{ hover: true, focus: true, touch: true }}
      defaultOpened={reached}
    >
      {badge}
    </controls.Tooltip>
  );
}
