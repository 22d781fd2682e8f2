import { Group, Radio } from '@mantine/core';
import { genders } from '../../domain/quote/person';
import { useT } from '../strings/i18n';

/** Hombre / Mujer (and Empresa where a company can be chosen): the price depends on it. */
export function GenderChoice({
  value,
  onChange,
  error,
  withCompany,
}: {
  value: string;
  onChange: (gender: string) => void;
  error: string | undefined;
  withCompany: boolean;
}) {
  const t = useT();
  const options = withCompany ? genders : genders.filter((g) => g.personType === 'natural');
  return (
    <Radio.Group label={t('results.gender')} value={value} onChange={onChange} error={error}>
      <Group mt="xs">
        {options.map(({ key, label }) => (
          <Radio key={key} value={key} label={label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
