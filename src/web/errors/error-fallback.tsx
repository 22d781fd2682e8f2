import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useT } from '../strings/i18n';

/** What a person sees when a view crashes: a friendly Spanish message and a way out. */
export function ErrorFallback() {
  const t = useT();
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
