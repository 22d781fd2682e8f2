import type { ReactNode } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { LaterModal } from '../site/later-overlays';
import { useMessage, usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';

interface OneFieldModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The field: its name, label, type and autocomplete hint, what it shows and its error. */
  field: {
    name: string;
    label: string;
    type?: 'text' | 'email';
    autoComplete: string;
    defaultValue?: string;
    /** The machine's message (a rule's Spanish text): shown in the page's language. */
    error?: string;
  };
  /** Above the field. */
  intro?: ReactNode;
  /** What came of the last submit, announced politely. */
  outcome?: ReactNode;
  /** A failure, announced at once. */
  failure?: ReactNode;
  submitLabel: string;
  busy: boolean;
  onSubmit: (value: string) => void;
}

/**
 * A modal that asks one thing (the discount code, the e-mail to save the quote to) and hands
 * the value to the machine; the machine's answer comes back as the field's error or the outcome.
 */
export function OneFieldModal({ field, ...props }: OneFieldModalProps) {
  const t = usePageT(resultsText);
  const message = useMessage();
  return (
    <LaterModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('quoteSharing.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit(String(new FormData(event.currentTarget).get(field.name) ?? ''));
        }}
      >
        <Stack>
          {props.intro}
          <TextInput {...field} error={message(field.error)} data-autofocus />
          <div role="status">{props.outcome}</div>
          {props.failure}
          <Button type="submit" disabled={props.busy}>
            {props.submitLabel}
          </Button>
        </Stack>
      </form>
    </LaterModal>
  );
}
