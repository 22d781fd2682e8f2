import { Anchor, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { clientConfig, phoneLink } from '../config';
import { screenFocusTarget } from '../a11y/step-focus';
import { usePageT } from '../strings/i18n';
import { cartText, type CartTextKey } from '../strings/page-text/cart';

const funFacts: CartTextKey[] = ['cart.funFact.1', 'cart.funFact.2', 'cart.funFact.3'];

/** A new fact every few seconds, so the wait reads as progress. */
const funFactIntervalMs = 6000;

/** Step 11: insurance facts while the first emission call runs. */
export function FunFactLoader() {
  const t = usePageT(cartText);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % funFacts.length),
      funFactIntervalMs,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <Card withBorder padding="lg" role="status" aria-live="polite">
      <Stack align="center" ta="center">
        <Loader aria-hidden />
        <Title order={2} fz="h3" {...screenFocusTarget}>
          {t('cart.funFact.title')}
        </Title>
        <Text fw={600}>{t('cart.funFact.wait')}</Text>
        <Text size="sm" c="dimmed">
          {t('cart.funFact.label')}
        </Text>
        <Text>{t(funFacts[index] as CartTextKey)}</Text>
      </Stack>
    </Card>
  );
}

/**
 * Step 12: the policy is being requested from the insurer. The card may still be refused, so
 * only the neutral processing line is announced, and it is what takes focus: a refusal never
 * follows a cheerful '¡Listo!'.
 */
export function RequestPolicyLoader() {
  const t = usePageT(cartText);
  return (
    <Card withBorder padding="lg">
      <Stack align="center" ta="center">
        <Title order={2} fz="h3">
          {t('cart.requestPolicy.title')}
        </Title>
        <Loader aria-hidden />
        <Text role="status" {...screenFocusTarget}>
          {t('cart.requestPolicy.processing')}
        </Text>
        <Text fw={600}>{t('cart.requestPolicy.noRefresh')}</Text>
        <Text size="sm">
          {t('cart.requestPolicy.support').split('{phone}')[0]}
          <Anchor href={phoneLink}>{clientConfig.contactPhone}</Anchor>.
        </Text>
      </Stack>
    </Card>
  );
}

/** After a failed emission (retry once the wait is over) or refused data (correct them). */
export function EmissionRecovery({
  canRetry,
  canCorrect,
  onRetry,
  onCorrect,
}: {
  canRetry: boolean;
  canCorrect: boolean;
  onRetry: () => void;
  onCorrect: () => void;
}) {
  const t = usePageT(cartText);
  if (canRetry) return <Button onClick={onRetry}>{t('cart.retryEmission')}</Button>;
  if (canCorrect) return <Button onClick={onCorrect}>{t('cart.correctData')}</Button>;
  return <Loader aria-hidden />;
}
