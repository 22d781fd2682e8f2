import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

/** One block below the cards: a bordered landmark named by its heading, with an optional note. */
export function ResultsPanel({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {note && (
        <Text size="sm" c="dimmed" mb="xs">
          {note}
        </Text>
      )}
      {children}
    </Paper>
  );
}
