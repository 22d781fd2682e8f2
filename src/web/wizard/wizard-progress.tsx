import { Progress, Text } from '@mantine/core';
import { useT } from '../strings/i18n';
import { interpolate } from '../strings/interpolate';

/** "Paso n de N" with a bar; the variant's steps come from the machine. */
export function WizardProgress({ progress }: { progress: { step: number; total: number } }) {
  const t = useT();
  const label = interpolate(t('wizard.progress'), progress);
  return (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Progress value={(progress.step / progress.total) * 100} aria-label={label} size="sm" />
    </>
  );
}
