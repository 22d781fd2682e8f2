import { List, Stack, Title } from '@mantine/core';
import { useT } from '../strings/i18n';

const entries = [
  'flows.legend.live',
  'flows.legend.arrow',
  'flows.legend.always',
  'flows.legend.after',
  'flows.legend.done',
  'flows.legend.any',
  'flows.legend.pan',
] as const;

/** What the marks of the drawn diagrams mean, for readers who do not know state charts. */
export function DiagramLegend() {
  const t = useT();
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
