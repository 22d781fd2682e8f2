/**
 * Error summary, the GOV.UK way. Usage in a form:
 *   const { attempt, countAttempt } = useSubmitAttempt();
 *   <form onSubmit={(e) => { e.preventDefault(); countAttempt(); intents.next(); }}>
 *     <ErrorSummary attempt={attempt} errors={[{ fieldId: field.id('postalCode'), message }]} />
 * It renders only while there are errors, at the top of the step, as role=alert; after each
 * failed submit (a new `attempt` with errors) it takes focus, so the visitor hears the list.
 * Each error is a link that focuses its field (a group focuses its checked or first control).
 * An error with no field (a failed request) is listed as plain text.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Anchor, Box, List, Title } from '@mantine/core';
import { useT } from '../strings/i18n';
import { focusField } from './field';

export interface SummaryError {
  fieldId?: string;
  message: string;
}

export function useSubmitAttempt() {
  const [attempt, setAttempt] = useState(0);
  return { attempt, countAttempt: () => setAttempt((count) => count + 1) };
}

export function ErrorSummary({ errors, attempt }: { errors: SummaryError[]; attempt: number }) {
  const t = useT();
  const summaryRef = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (attempt > 0 && hasErrors) summaryRef.current?.focus();
    // Only a new submit attempt moves focus; errors changing while typing must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (!hasErrors) return null;
  return (
    <Box
      ref={summaryRef}
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
      className="error-summary focus-target"
    >
      <Title order={2} fz="h4" id="error-summary-title" mb="xs">
        {t('a11y.errorSummaryTitle')}
      </Title>
      <List spacing={4}>
        {errors.map((error) => (
          <List.Item key={`${error.fieldId ?? ''}${error.message}`}>
            {error.fieldId ? (
              <Anchor
                href={`#${error.fieldId}`}
                className="error-summary-link"
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  focusField(error.fieldId!);
                }}
              >
                {error.message}
              </Anchor>
            ) : (
              error.message
            )}
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
