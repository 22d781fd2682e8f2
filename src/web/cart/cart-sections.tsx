import { Group, Progress, Text } from '@mantine/core';
import { cartStepIndex } from '../../../machines/cart-shared/cart.types';
import { usePageT } from '../strings/i18n';
import { cartText, type CartTextKey } from '../strings/page-text/cart';

/** The three sections and the step indexes each covers (docs/behaviour/purchase/carts.md). */
const sections: { key: CartTextKey; from: number }[] = [
  { key: 'cart.section.personal', from: 0 },
  { key: 'cart.section.vehicle', from: cartStepIndex.plates },
  { key: 'cart.section.payment', from: cartStepIndex.cardData },
];

function currentSection(stepIndex: number): number {
  return sections.reduce((found, section, index) => (stepIndex >= section.from ? index : found), 0);
}

/** Datos Personales, Datos vehículo, Datos de pago with the current one marked, and the progress bar. */
export function CartSections({ stepIndex, progress }: { stepIndex: number; progress: number }) {
  const t = usePageT(cartText);
  const current = currentSection(stepIndex);
  return (
    <nav aria-label={t('cart.sections')}>
      <Group component="ol" gap="lg" className="cart-sections" mb="xs">
        {sections.map((section, index) => (
          <Text
            component="li"
            key={section.key}
            fw={index === current ? 700 : 400}
            c={index <= current ? undefined : 'dimmed'}
            aria-current={index === current ? 'step' : undefined}
          >
            {t(section.key)}
          </Text>
        ))}
      </Group>
      <Progress value={progress} aria-label={t('cart.progress')} />
    </nav>
  );
}
