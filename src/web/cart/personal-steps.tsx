import { Checkbox, Group, NativeSelect, Radio, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FieldGroup } from '../a11y/field';
import { rfcWarning } from '../../domain/validation/warnings';
import { useMessage, usePageT } from '../strings/i18n';
import { cartText } from '../strings/page-text/cart';
import { CartTextInput, type StepFields } from './step-form';

/** Step 1: names, with 'only one surname' standing for the maternal surname. */
export function HolderFields({ fields }: { fields: StepFields }) {
  const t = usePageT(cartText);
  const [oneSurname, setOneSurname] = useState(fields.saved('onlyOneSurname') === true);
  return (
    <>
      <CartTextInput fields={fields} name="firstName" autoComplete="given-name" />
      <CartTextInput fields={fields} name="paternalSurname" autoComplete="family-name" />
      <CartTextInput fields={fields} name="maternalSurname" disabled={oneSurname} />
      <Checkbox
        label={t('cart.onlyOneSurname')}
        {...fields.check('onlyOneSurname')}
        onChange={(event) => setOneSurname(event.currentTarget.checked)}
      />
    </>
  );
}

/** A No/Sí or Hombre/Mujer choice as a labelled radio group. */
export function ChoiceGroup({
  fields,
  name,
  label,
  options,
  initial,
  onChange,
}: {
  fields: StepFields;
  name: string;
  label: string;
  options: { value: string; label: string }[];
  initial?: string;
  onChange?: (value: string) => void;
}) {
  const saved = fields.saved(name);
  return (
    <FieldGroup id={fields.id(name)} label={label} error={fields.error(name)}>
      {(groupProps) => (
        <Radio.Group
          name={name}
          defaultValue={saved === undefined ? initial : String(saved)}
          onChange={onChange}
        >
          <Group {...groupProps} mt={4}>
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
      )}
    </FieldGroup>
  );
}

/** Step 2: birth date and Hombre or Mujer. */
export function BirthdateAndGenderFields({ fields }: { fields: StepFields }) {
  const t = usePageT(cartText);
  return (
    <>
      <CartTextInput fields={fields} name="birthdate" inputMode="numeric" autoComplete="bday" />
      <ChoiceGroup
        fields={fields}
        name="gender"
        label={t('cart.gender')}
        options={[
          { value: 'male', label: t('cart.gender.male') },
          { value: 'female', label: t('cart.gender.female') },
        ]}
      />
    </>
  );
}

/** Step 3 (hdi): the generated RFC, confirmed or corrected. */
export function RfcFields({ fields, prefill }: { fields: StepFields; prefill: string }) {
  const t = usePageT(cartText);
  return <RfcField fields={fields} prefill={prefill} hint={t('cart.rfcHint')} maxLength={13} />;
}

/**
 * An RFC prefilled with the generated one. A well-formed RFC whose check digit disagrees is
 * accepted, with the domain's warning shown as the buyer types (about 1.5 % of real RFCs).
 */
export function RfcField({
  fields,
  prefill,
  hint,
  maxLength,
}: {
  fields: StepFields;
  prefill: string;
  hint: string;
  maxLength: number;
}) {
  const t = usePageT(cartText);
  const message = useMessage();
  const field = fields.text('rfc');
  const [value, setValue] = useState(field.defaultValue || prefill);
  const warning = rfcWarning(value);
  return (
    <TextInput
      label={t('cart.rfc')}
      // The warning joins the hint, so the field's description announces it.
      description={
        <>
          {hint}
          {warning && (
            <Text component="span" display="block" c="orange.9" fw={600} size="sm" role="status">
              {message(warning)}
            </Text>
          )}
        </>
      }
      maxLength={maxLength}
      {...field}
      defaultValue={prefill}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

/** Step 4: e-mail and phone. */
export function ContactFields({ fields }: { fields: StepFields }) {
  return (
    <>
      <CartTextInput fields={fields} name="email" type="email" autoComplete="email" />
      <CartTextInput fields={fields} name="phone" type="tel" autoComplete="tel-national" />
    </>
  );
}

export interface AddressLookup {
  postalCode: string;
  city: string;
  state: string;
  neighborhoods: { id: string; name: string }[];
}

/** Step 5: the address; postal code, municipality and state read-only from the postal lookup. */
export function AddressFields({ fields, lookup }: { fields: StepFields; lookup: AddressLookup }) {
  const t = usePageT(cartText);
  return (
    <>
      <CartTextInput fields={fields} name="street" autoComplete="address-line1" />
      <Group grow align="flex-start">
        <CartTextInput fields={fields} name="externalNumber" />
        <CartTextInput fields={fields} name="internalNumber" />
      </Group>
      <Group grow align="flex-start">
        <ReadOnlyField
          fields={fields}
          name="postalCode"
          label={t('cart.postalCode')}
          value={lookup.postalCode}
        />
        <ReadOnlyField fields={fields} name="city" label={t('cart.city')} value={lookup.city} />
        <ReadOnlyField fields={fields} name="state" label={t('cart.state')} value={lookup.state} />
      </Group>
      <NativeSelect
        label={t('cart.neighborhood')}
        description={t('cart.neighborhoodHint')}
        key={lookup.neighborhoods.length}
        disabled={lookup.neighborhoods.length === 0}
        data={[
          { value: '', label: '' },
          ...lookup.neighborhoods.map((colony) => ({ value: colony.id, label: colony.name })),
        ]}
        {...fields.text('neighborhoodId')}
      />
    </>
  );
}

/** A field the buyer cannot change (filled from the postal lookup), still sent with the form. */
function ReadOnlyField({
  fields,
  name,
  label,
  value,
}: {
  fields: StepFields;
  name: string;
  label: string;
  value: string;
}) {
  const { defaultValue: _saved, ...props } = fields.text(name);
  return <TextInput label={label} readOnly {...props} value={value} />;
}
