import { useEffect } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { forgetStoredApp } from '../flow-hooks/stored-app';
import { useT } from '../strings/i18n';

/**
 * What a person sees when a view crashes: a friendly Spanish message and a way out. The tab's
 * stored flows are forgotten once the crashed app has written them for the last time (its
 * effects are cleaned up before this one runs), so a reload or the home page starts afresh
 * instead of crashing again on the same state.
 */
export function ErrorFallback() {
  const t = useT();
  useEffect(forgetStoredApp, []);
  return (
    <Container size="sm" py="xl" role="alert">
      <Stack>
        <Title order={1}>{t('error.title')}</Title>
        <Text>{t('error.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        <Button component="a" href="/" variant="subtle">
          {t('common.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
