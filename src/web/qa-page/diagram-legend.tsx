import { List, Stack, Title } from '@mantine/core';
import { usePageT } from '../strings/i18n';
import { flowsText } from '../strings/page-text/flows';

const entries = [
  'flows.legend.live',
  'flows.legend.arrow',
  'flows.legend.always',
  'flows.legend.after',
  'flows.legend.done',
  'flows.legend.does',
  'flows.legend.any',
  'flows.legend.pan',
] as const;

/** What the marks of the drawn diagrams mean, for readers who do not know state charts. */
export function DiagramLegend() {
  const t = usePageT(flowsText);
  return (
    <Stack component="section" aria-labelledby="flows-legend" gap="xs">
      <Title order={2} id="flows-legend">
        {t('flows.legend')}
      </Title>
      <List>
        {entries.map((key) => (
          <List.Item key={key}>{t(key)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
