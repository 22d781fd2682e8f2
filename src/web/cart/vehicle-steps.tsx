import { Alert, Anchor, Checkbox, NativeSelect, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { clientRoutes } from '../../domain/site/routes';
import { externalLinks } from '../config';
import { LegalLink } from '../shell/legal-link';
import { newTabProps, NewTabNotice } from '../shell/new-tab-link';
import { usePageT } from '../strings/i18n';
import { interpolate } from '../strings/interpolate';
import { cartText } from '../strings/page-text/cart';
import { ChoiceGroup } from './personal-steps';
import type { StepFields } from './step-form';

/** An acceptance checkbox whose label carries links to the legal pages (new tab, query kept). */
export function ConsentCheckbox({
  fields,
  name,
  label,
}: {
  fields: StepFields;
  name: string;
  label: ReactNode;
}) {
  return <Checkbox label={label} {...fields.check(name)} />;
}

export function PrivacyConsent({ fields }: { fields: StepFields }) {
  const t = usePageT(cartText);
  return (
    <ConsentCheckbox
      fields={fields}
      name="privacyNoticeAccepted"
      label={
        <>
          {t('cart.privacyAccept')}{' '}
          <LegalLink to={clientRoutes.privacy}>{t('cart.privacyNotice')}</LegalLink>
        </>
      }
    />
  );
}

/** Step 6: plates or 'my car has no plates', with the privacy and terms acceptances. */
export function PlatesFields({ fields }: { fields: StepFields }) {
  const t = usePageT(cartText);
  const [noPlates, setNoPlates] = useState(fields.saved('hasNoPlates') === true);
  return (
    <>
      <TextInput
        label={t('cart.licensePlates')}
        description={t('cart.licensePlatesHint')}
        disabled={noPlates}
        maxLength={12}
        {...fields.text('licensePlates')}
      />
      <Checkbox
        label={t('cart.hasNoPlates')}
        {...fields.check('hasNoPlates')}
        onChange={(event) => setNoPlates(event.currentTarget.checked)}
      />
      <PrivacyConsent fields={fields} />
      <ConsentCheckbox
        fields={fields}
        name="termsAndUsagePolicyAccepted"
        label={
          <>
            {t('cart.termsAccept')} <LegalLink to={clientRoutes.terms}>{t('cart.terms')}</LegalLink>{' '}
            {t('cart.and')}{' '}
            <LegalLink to={clientRoutes.usagePolicy}>{t('cart.usagePolicy')}</LegalLink>
          </>
        }
      />
    </>
  );
}

/** The plates name another vehicle than the quoted one: what was found, and that the VIN is asked. */
export function OtherVehicleNotice({ vehicle }: { vehicle: string | undefined }) {
  const t = usePageT(cartText);
  if (!vehicle) return null;
  return (
    <Alert color="yellow" variant="light" role="status">
      {interpolate(t('cart.otherVehicleFound'), { vehicle })}
    </Alert>
  );
}

/** Step 7: the version (disabled until the versions arrive) and the financing No/Sí. */
export function VehicleFields({
  fields,
  versions,
}: {
  fields: StepFields;
  versions: { id: string; description: string }[];
}) {
  const t = usePageT(cartText);
  const loading = versions.length === 0;
  return (
    <>
      <NativeSelect
        key={versions.length}
        label={t('cart.version')}
        description={loading ? t('cart.versionLoading') : undefined}
        disabled={loading}
        data={[
          { value: '', label: '' },
          ...versions.map((version) => ({ value: version.id, label: version.description })),
        ]}
        {...fields.text('versionId')}
      />
      <ChoiceGroup
        fields={fields}
        name="hasFinancing"
        label={t('cart.hasFinancing')}
        initial="false"
        options={[
          { value: 'false', label: t('cart.no') },
          { value: 'true', label: t('cart.yes') },
        ]}
      />
    </>
  );
}

/** Step 8: the lender, Moral (name and RFC) or Física (names, birth date and RFC). */
export function BeneficiaryFields({
  fields,
  nameLimit,
}: {
  fields: StepFields;
  /** The insurer's limit on the lender's name (Mapfre: 68), shown as the field's hint. */
  nameLimit: number | undefined;
}) {
  const t = usePageT(cartText);
  const [regime, setRegime] = useState(String(fields.saved('fiscalRegime') ?? 'company'));
  return (
    <>
      <ChoiceGroup
        fields={fields}
        name="fiscalRegime"
        label={t('cart.fiscalRegime')}
        initial="company"
        onChange={setRegime}
        options={[
          { value: 'company', label: t('cart.fiscalRegime.company') },
          { value: 'individual', label: t('cart.fiscalRegime.individual') },
        ]}
      />
      {regime === 'company' ? (
        <TextInput
          label={t('cart.beneficiaryCompanyName')}
          description={
            nameLimit && t('cartHints.beneficiaryNameLimit').replace('{limit}', String(nameLimit))
          }
          {...fields.text('companyName')}
        />
      ) : (
        <>
          <TextInput label={t('cart.firstName')} {...fields.text('firstName')} />
          <TextInput label={t('cart.paternalSurname')} {...fields.text('paternalSurname')} />
          <TextInput label={t('cart.maternalSurname')} {...fields.text('maternalSurname')} />
          <TextInput
            label={t('cart.birthdate')}
            inputMode="numeric"
            {...fields.text('birthdate')}
          />
        </>
      )}
      <TextInput label={t('cart.rfc')} maxLength={13} {...fields.text('tin')} />
    </>
  );
}

/** Step 9: VIN and engine number, with the REPUVE help link and the padding hint. */
export function SerialNumbersFields({
  fields,
  withPrivacy,
}: {
  fields: StepFields;
  withPrivacy: boolean;
}) {
  const t = usePageT(cartText);
  return (
    <>
      <TextInput
        label={t('cart.vin')}
        description={t('cart.vinHint')}
        maxLength={17}
        {...fields.text('vin')}
      />
      <TextInput label={t('cart.engineNumber')} maxLength={30} {...fields.text('engineNumber')} />
      <Text size="sm">
        <Anchor href={externalLinks.vehicleRegistry} {...newTabProps}>
          {t('cart.repuve')}
          <NewTabNotice />
        </Anchor>
      </Text>
      {withPrivacy && <PrivacyConsent fields={fields} />}
    </>
  );
}

/** Valor Factura: the invoice's folio, date and amount. */
export function InvoiceFields({ fields }: { fields: StepFields }) {
  const t = usePageT(cartText);
  return (
    <>
      <TextInput label={t('cart.invoiceFolio')} {...fields.text('invoiceFolio')} />
      <TextInput
        label={t('cart.invoiceDate')}
        inputMode="numeric"
        {...fields.text('invoiceDate')}
      />
      <TextInput
        label={t('cart.invoiceValue')}
        inputMode="decimal"
        {...fields.text('invoiceValue')}
      />
    </>
  );
}
