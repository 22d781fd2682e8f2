import { frequencyNameKey } from '../strings/areas/payment-frequencies';
import { ActionIcon, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { LaterTooltip } from '../site/later-tooltip';
import { useState } from 'react';
import {
  cardTypes,
  detectCardBrand,
  formatCardExpiryAsTyped,
  type CardBrand,
} from '../../domain/card';
import type { Installments, PaymentFrequency } from '../../domain/payment-frequencies';
import { usePageT } from '../strings/i18n';
import { cartText, type CartTextKey } from '../strings/page-text/cart';
import type { CardChoice } from '../../../machines/cart-shared/payment-options';
import type { StepFields } from './step-form';
import { PrivacyConsent } from './vehicle-steps';

const brandNames: Record<CardBrand, CartTextKey> = {
  visa: 'cart.brand.visa',
  master: 'cart.brand.master',
  amex: 'cart.brand.amex',
  carnet: 'cart.brand.carnet',
};

const cardTypeNames: Record<(typeof cardTypes)[number]['key'], CartTextKey> = {
  debit: 'cart.cardType.debit',
  credit: 'cart.cardType.credit',
};

/** The instalment dropdown sends a number, as the payment schema takes it. */
export const parsePayment = (values: Record<string, unknown>) => ({
  ...values,
  installments: Number(values.installments),
});

export interface PaymentChoices {
  banks: { code: string; name: string }[];
  /** Bank and card type as chosen, or filled from the card's BIN. */
  choice: CardChoice;
  paymentFrequencies: readonly PaymentFrequency[];
  installments: readonly Installments[];
}

/** What the card step tells its cart as the buyer types and chooses. */
export interface CardIntents {
  typeCardNumber: (cardNumber: string) => void;
  chooseBank: (bank: string) => void;
  chooseCardType: (cardType: string) => void;
}

/** The card number with the brand it shows, recognised as the buyer types. */
function CardNumberField({ fields, intents }: { fields: StepFields; intents: CardIntents }) {
  const t = usePageT(cartText);
  const [brand, setBrand] = useState<CardBrand | undefined>();
  return (
    <TextInput
      label={t('cart.cardNumber')}
      inputMode="numeric"
      autoComplete="cc-number"
      maxLength={19}
      description={brand && t('cart.cardBrand').replace('{brand}', t(brandNames[brand]))}
      {...fields.text('cardNumber')}
      defaultValue=""
      onChange={(event) => {
        setBrand(detectCardBrand(event.currentTarget.value));
        intents.typeCardNumber(event.currentTarget.value);
      }}
    />
  );
}

/** The expiry, shown as `mm / aa` while it is typed ('1230', '12/30' and '12 / 30' alike). */
function ExpirationDateField({ fields }: { fields: StepFields }) {
  const t = usePageT(cartText);
  return (
    <TextInput
      label={t('cart.expirationDate')}
      placeholder={t('cart.expirationPlaceholder')}
      inputMode="numeric"
      autoComplete="cc-exp"
      maxLength={9}
      {...fields.text('expirationDate')}
      defaultValue=""
      onChange={(event) => {
        event.currentTarget.value = formatCardExpiryAsTyped(event.currentTarget.value);
      }}
    />
  );
}

function SecurityCodeField({ fields }: { fields: StepFields }) {
  const t = usePageT(cartText);
  return (
    <TextInput
      label={t('cart.securityCode')}
      inputMode="numeric"
      autoComplete="cc-csc"
      maxLength={4}
      description={t('cart.securityCodeHelp')}
      rightSection={
        <LaterTooltip label={t('cart.securityCodeHelp')} multiline w={220} withArrow>
          <ActionIcon variant="subtle" size="sm" aria-label={t('cart.securityCodeHelp')}>
            ?
          </ActionIcon>
        </LaterTooltip>
      }
      {...fields.text('securityCode')}
      defaultValue=""
    />
  );
}

/** Step 10: the card (never kept: it always starts empty), bank, type, instalments, privacy. */
export function PaymentFields({
  fields,
  choices,
  intents,
}: {
  fields: StepFields;
  choices: PaymentChoices;
  intents: CardIntents;
}) {
  const t = usePageT(cartText);
  const frequency = choices.paymentFrequencies
    .map((option) => t(frequencyNameKey(option.key)))
    .join(', ');
  return (
    <>
      <Text size="sm">{t('cart.paymentFrequency').replace('{frequency}', frequency)}</Text>
      <TextInput
        label={t('cart.cardholderName')}
        autoComplete="cc-name"
        {...fields.text('cardholderName')}
      />
      <CardNumberField fields={fields} intents={intents} />
      <Group grow align="flex-start">
        <ExpirationDateField fields={fields} />
        <SecurityCodeField fields={fields} />
      </Group>
      <NativeSelect
        key={choices.banks.length}
        label={t('cart.bank')}
        description={choices.banks.length === 0 ? t('cart.banksLoading') : undefined}
        disabled={choices.banks.length === 0}
        data={[
          { value: '', label: '' },
          ...choices.banks.map((bank) => ({ value: bank.code, label: bank.name })),
        ]}
        {...fields.text('bank')}
        defaultValue={undefined}
        value={choices.choice.bank}
        onChange={(event) => intents.chooseBank(event.currentTarget.value)}
      />
      <NativeSelect
        label={t('cart.cardType')}
        data={[
          { value: '', label: '' },
          ...cardTypes.map((type) => ({ value: type.key, label: t(cardTypeNames[type.key]) })),
        ]}
        {...fields.text('cardType')}
        defaultValue={undefined}
        value={choices.choice.cardType}
        onChange={(event) => intents.chooseCardType(event.currentTarget.value)}
      />
      <NativeSelect
        label={t('cart.installments')}
        data={choices.installments.map((months) => ({
          value: String(months),
          label:
            months === 1
              ? t('cart.installments.one')
              : t('cart.installments.msi').replace('{months}', String(months)),
        }))}
        {...fields.text('installments')}
      />
      <PrivacyConsent fields={fields} />
    </>
  );
}
