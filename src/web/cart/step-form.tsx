import { Alert, Button, Group, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { ErrorSummary, useSubmitAttempt, type SummaryError } from '../a11y/error-summary';
import { errorIdOf } from '../a11y/field';
import { screenFocusTarget, StepHeading } from '../a11y/step-focus';
import { formErrorKey } from '../../../machines/cart-shared/step-validation';
import { usePageT } from '../strings/i18n';
import { cartText } from '../strings/page-text/cart';
import { changedFields, readForm } from './read-form';

/** Props for one field of a step form: its id (the error summary links to it), name and message. */
export interface StepFields {
  text: (name: string) => {
    id: string;
    name: string;
    error: string | undefined;
    errorProps: { id: string };
    defaultValue: string;
  };
  /**
   * A checkbox gives its message the id `${id}-error` itself (Mantine's inline input), but no
   * aria-invalid: that is set here, as the text fields' wrapper sets theirs.
   */
  check: (name: string) => {
    id: string;
    name: string;
    error: string | undefined;
    'aria-invalid': boolean | undefined;
    defaultChecked: boolean;
  };
  id: (name: string) => string;
  error: (name: string) => string | undefined;
  saved: (name: string) => unknown;
}

export interface StepFormProps {
  step: string;
  title: string;
  errors: Record<string, string>;
  saved: Record<string, unknown> | undefined;
  busy: boolean;
  submitLabel?: string;
  onSubmit: (values: Record<string, unknown>) => void;
  /** The fields the buyer changed from what the step showed when it opened (none at first). */
  onEdit?: (step: string, changedFields: string[]) => void;
  onBack?: () => void;
  children: (fields: StepFields) => ReactNode;
}

function stepFields(step: string, errors: Record<string, string>, saved: StepFormProps['saved']) {
  const id = (name: string) => `cart-${step}-${name}`;
  const savedValue = (name: string) => saved?.[name];
  const base = (name: string) => ({ id: id(name), name, error: errors[name] });
  return {
    text: (name: string) => ({
      ...base(name),
      errorProps: { id: errorIdOf(id(name)) },
      defaultValue: String(savedValue(name) ?? ''),
    }),
    check: (name: string) => ({
      ...base(name),
      'aria-invalid': errors[name] ? true : undefined,
      defaultChecked: savedValue(name) === true,
    }),
    id,
    error: (name: string) => errors[name],
    saved: savedValue,
  } satisfies StepFields;
}

/**
 * One cart step: its heading (focused by the cart's screen when the step changes), the error
 * summary, its fields and the submit and back buttons. The form's values go to the machine as
 * they are; the machine checks them.
 */
export function StepForm(props: StepFormProps) {
  const t = usePageT(cartText);
  const { attempt, countAttempt } = useSubmitAttempt();
  const fields = stepFields(props.step, props.errors, props.saved);
  const summary: SummaryError[] = Object.entries(props.errors).map(([name, message]) =>
    name === formErrorKey ? { message } : { fieldId: fields.id(name), message },
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    countAttempt();
    props.onSubmit(readForm(event.currentTarget));
  };
  const { formRef, noteEdit } = useEditsReported(props.step, props.onEdit);
  return (
    <form
      key={props.step}
      ref={formRef}
      onSubmit={submit}
      onChange={noteEdit}
      noValidate
      aria-labelledby={`cart-${props.step}-title`}
    >
      <Stack>
        <StepHeading id={`cart-${props.step}-title`}>{props.title}</StepHeading>
        <ErrorSummary attempt={attempt} errors={summary} />
        {props.children(fields)}
        <Group justify="space-between">
          {props.onBack ? (
            <Button variant="subtle" onClick={props.onBack} disabled={props.busy}>
              {t('cart.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={props.busy}>
            {props.submitLabel ?? t('cart.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Reports which fields differ from what the step's form showed when it opened, at each change
 * (the cart decides whether leaving would lose them); a step opens with none.
 */
function useEditsReported(step: string, onEdit: StepFormProps['onEdit']) {
  const formRef = useRef<HTMLFormElement>(null);
  const opened = useRef<Record<string, unknown>>({});
  useEffect(() => {
    if (formRef.current) opened.current = readForm(formRef.current);
    onEdit?.(step, []);
  }, [step, onEdit]);
  const noteEdit = (event: FormEvent<HTMLFormElement>) =>
    onEdit?.(step, changedFields(opened.current, readForm(event.currentTarget)));
  return { formRef, noteEdit };
}

/**
 * The step's error (a refused emission, a failed lookup) in an error-styled box: what takes
 * focus, before the heading, when the screen changes to show it.
 */
export function StepError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" {...screenFocusTarget}>
      {message}
    </Alert>
  );
}

/** A cart field whose label is the cart text of its own name, e.g. `email` and 'cart.email'. */
type CartFieldName = {
  [Key in keyof typeof cartText]: Key extends `cart.${infer Name}` ? Name : never;
}[keyof typeof cartText];

/**
 * A text field of a cart step, labelled by the cart text of its name; `props` come after the
 * step's own (a card field passes `defaultValue=""`: it never shows what was typed before).
 */
export function CartTextInput({
  fields,
  name,
  ...props
}: { fields: StepFields; name: CartFieldName } & Omit<TextInputProps, 'name' | 'label'>) {
  const t = usePageT(cartText);
  return <TextInput label={t(`cart.${name}`)} {...fields.text(name)} {...props} />;
}
