import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { StringKey } from '../strings/catalogue';
import { useT } from '../strings/i18n';
import { Carousel } from './carousel';
import { benefitIcons } from './benefit-icons';

/** The wallet's 5 benefits in 3 groups (docs/behaviour/screens.md#the-home-page). */
export const walletBenefitGroups: StringKey[][] = [
  ['home.benefitFines', 'home.benefitTax'],
  ['home.benefitVerification', 'home.benefitNoDrive'],
  ['home.benefitReminders'],
];

const roundIcon = () => ({ root: { '--ti-radius': 'var(--mantine-radius-xl)' } });

export function BenefitsCarousel({ labelledBy }: { labelledBy: string }) {
  const t = useT();
  const slides = walletBenefitGroups.map((group) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} key={group.join()}>
      {group.map((benefit) => (
        <Card key={benefit} withBorder padding="lg" radius="md">
          <Group wrap="nowrap">
            {/* The radius as a variable: ThemeIcon would write a `radius` prop to the DOM. */}
            <ThemeIcon size={48} variant="light" vars={roundIcon}>
              <svg viewBox="0 0 24 24" width={28} height={28} aria-hidden="true" focusable="false">
                {benefitIcons[benefit]}
              </svg>
            </ThemeIcon>
            <Text fw={600} size="lg">
              {t(benefit)}
            </Text>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  ));
  return <Carousel labelledBy={labelledBy} slides={slides} />;
}
