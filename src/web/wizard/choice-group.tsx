import { Group, Radio } from '@mantine/core';
import { FieldGroup } from '../a11y/field';
import type { StringKey } from '../strings/catalogue';
import { useT } from '../strings/i18n';

/** One choice out of a few, as native radios in a labelled group tied to its message. */
export function ChoiceGroup({
  id,
  label,
  description,
  options,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  description?: string;
  options: readonly { key: string; label: StringKey }[];
  value: string;
  error: string | undefined;
  onChange: (key: string) => void;
}) {
  const t = useT();
  return (
    <FieldGroup id={id} label={label} description={description} error={error}>
      {(groupProps) => (
        <Group mt="xs" {...groupProps}>
          {options.map((option) => (
            <Radio
              key={option.key}
              name={id}
              value={option.key}
              checked={value === option.key}
              onChange={() => onChange(option.key)}
              label={t(option.label)}
            />
          ))}
        </Group>
      )}
    </FieldGroup>
  );
}
