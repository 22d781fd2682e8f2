import { Text, type TextProps } from '@mantine/core';
import { clientConfig } from '../config';
import { useT } from '../strings/i18n';
import { interpolate } from '../strings/interpolate';

/** The broker's registration with the regulator, with the configured number. */
export function BrokerRegistration(textProps: TextProps) {
  const t = useT();
  return (
    <Text size="sm" {...textProps}>
      {interpolate(t('links.brokerRegistration'), {
        number: clientConfig.brokerRegistrationNumber,
      })}
    </Text>
  );
}
