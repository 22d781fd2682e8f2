import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../a11y/document-title';

/** A page with its heading (also the document title); the flows' views render inside it. */
export function TitledPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1}>{title}</Title>
        {intro && <Text>{intro}</Text>}
        {children}
      </Stack>
    </Container>
  );
}

export function BackHomeButton({ label }: { label: string }) {
  return (
    <Button component={Link} to="/" variant="light" w="fit-content">
      {label}
    </Button>
  );
}
