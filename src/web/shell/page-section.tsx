import type { ReactNode } from 'react';
import { Container, Text, Title } from '@mantine/core';

/** A page's section: a landmark named by its h2, with an optional lead paragraph. */
export function PageSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container w="100%" size="lg" component="section" aria-labelledby={id}>
      <Title order={2} id={id} mb={intro ? 'xs' : 'md'}>
        {title}
      </Title>
      {intro && <Text mb="md">{intro}</Text>}
      {children}
    </Container>
  );
}
