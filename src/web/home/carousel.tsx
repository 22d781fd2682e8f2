import { ActionIcon, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../strings/i18n';
import { interpolate } from '../strings/interpolate';
import './carousel.css';

type Step = (index: number, count: number) => number;
const next: Step = (index, count) => (index + 1) % count;
const previous: Step = (index, count) => (index - 1 + count) % count;
const keySteps: Record<string, Step> = {
  ArrowRight: next,
  ArrowLeft: previous,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A carousel in the WAI-ARIA pattern: one slide shown at a time, previous/next buttons, one
 * dot per slide, and the arrow keys (Home/End too) anywhere inside it. It never turns by
 * itself, so there is nothing to pause. Hidden slides are out of the tab order.
 */
export function Carousel({ labelledBy, slides }: { labelledBy: string; slides: ReactNode[] }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const slidesId = useId();
  const hintId = useId();
  const count = slides.length;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    setCurrent(step(current, count));
  };
  const position = (index: number) =>
    interpolate(t('home.carouselPosition'), { position: index + 1, total: count });
  return (
    <Box
      role="region"
      aria-roledescription={t('home.carousel')}
      aria-labelledby={labelledBy}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
    >
      <Text id={hintId} size="sm" c="dimmed" mb="xs">
        {t('home.carouselHint')}
      </Text>
      <Group wrap="nowrap" align="stretch" gap="xs">
        <ActionIcon
          variant="light"
          size="xl"
          aria-label={t('home.carouselPrevious')}
          aria-controls={slidesId}
          onClick={() => setCurrent(previous(current, count))}
          style={{ alignSelf: 'center' }}
        >
          <Chevron direction="left" />
        </ActionIcon>
        <Box id={slidesId} aria-live="polite" style={{ flex: 1 }}>
          {slides.map((slide, index) => (
            <Box
              key={index}
              role="group"
              aria-roledescription={t('home.carouselSlide')}
              aria-label={position(index)}
              hidden={index !== current}
              data-slide={index}
            >
              {slide}
            </Box>
          ))}
        </Box>
        <ActionIcon
          variant="light"
          size="xl"
          aria-label={t('home.carouselNext')}
          aria-controls={slidesId}
          onClick={() => setCurrent(next(current, count))}
          style={{ alignSelf: 'center' }}
        >
          <Chevron direction="right" />
        </ActionIcon>
      </Group>
      <Group justify="center" gap={4} mt="sm">
        {slides.map((_, index) => (
          <UnstyledButton
            key={index}
            aria-label={interpolate(t('home.carouselGoTo'), { position: index + 1 })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => setCurrent(index)}
            className="carousel-dot"
          />
        ))}
      </Group>
    </Box>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5 L8 12 L15 19' : 'M9 5 L16 12 L9 19'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
