/**
 * Field wrapper: ties each field to its label and message. Usage with a Mantine input:
 *   const field = useFieldIds('wizard');
 *   <TextInput label={t('…')} {...field('postalCode', message)} />
 * gives the input a stable id (the error summary links to it) and its error; Mantine then sets
 * aria-invalid and aria-describedby (pointing at `${id}-error`). For a group of controls that
 * is not a Mantine input (chips, cards), wrap them:
 *   <FieldGroup id={field.id('modelId')} label={t('…')} error={message}>
 *     {(groupProps) => <div {...groupProps}>…radios…</div>}
 *   </FieldGroup>
 * and the group gets role=radiogroup, its label, aria-invalid and aria-describedby.
 */
import { useCallback, type ReactNode } from 'react';
import { Input } from '@mantine/core';

export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

export function useFieldIds(formId: string) {
  const id = useCallback((name: string) => `${formId}-${name}`, [formId]);
  const field = useCallback(
    (name: string, error: string | undefined) => ({
      id: id(name),
      error,
      errorProps: { id: errorIdOf(id(name)) },
    }),
    [id],
  );
  return Object.assign(field, { id });
}

export interface GroupProps {
  id: string;
  role: 'radiogroup';
  'aria-labelledby': string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export function FieldGroup({
  id,
  label,
  description,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  error: string | undefined;
  children: (groupProps: GroupProps) => ReactNode;
}) {
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const describedBy = [description && descriptionId, error && errorIdOf(id)].filter(Boolean);
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={description}
      descriptionProps={{ id: descriptionId }}
      error={error}
      errorProps={{ id: errorIdOf(id) }}
    >
      {children({
        id,
        role: 'radiogroup',
        'aria-labelledby': labelId,
        ...(describedBy.length > 0 ? { 'aria-describedby': describedBy.join(' ') } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
    </Input.Wrapper>
  );
}

/**
 * Focuses a field by id: the element itself when it takes focus, else (a group) its checked
 * control or its first one.
 */
export function focusField(fieldId: string): void {
  const target = document.getElementById(fieldId);
  if (!target) return;
  const control = target.matches('input, select, textarea, button, [tabindex]')
    ? target
    : (target.querySelector<HTMLElement>('input:checked') ??
      target.querySelector<HTMLElement>('input, select, textarea, button'));
  control?.focus();
  control?.scrollIntoView({ block: 'center' });
}
