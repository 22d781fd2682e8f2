import { frequencyNameKey } from '../strings/areas/payment-frequencies';
import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import { LaterTooltip } from '../site/later-tooltip';
import { useState } from 'react';
import {
  cardTypes,
  detectCardBrand,
  formatCardExpiryAsTyped,
  formatCardNumberAsTyped,
  type CardBrand,
} from '../../domain/payment/card';
import type { Installments, PaymentFrequency } from '../../domain/payment/payment-frequencies';
import { usePageT } from '../strings/i18n';
import { cartText, type CartTextKey } from '../strings/page-text/cart';
import type { CardChoice } from '../../../machines/cart-shared/payment-options';
import { CartTextInput, type StepFields } from './step-form';
import { numberChoice } from './read-form';
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

/** The card number in its printed groups, with the brand it shows, recognised as it is typed. */
function CardNumberField({
  fields,
  onCardNumber,
}: {
  fields: StepFields;
  onCardNumber?: (cardNumber: string) => void;
}) {
  const t = usePageT(cartText);
  const [brand, setBrand] = useState<CardBrand | undefined>();
  return (
    <CartTextInput
      fields={fields}
      name="cardNumber"
      inputMode="numeric"
      autoComplete="cc-number"
      maxLength={19}
      description={brand && t('cart.cardBrand').replace('{brand}', t(brandNames[brand]))}
      defaultValue=""
      onChange={(event) => {
        const shown = formatCardNumberAsTyped(event.currentTarget.value);
        event.currentTarget.value = shown;
        setBrand(detectCardBrand(shown));
        onCardNumber?.(shown);
      }}
    />
  );
}

/** The expiry, shown as `mm / aa` while it is typed ('1230', '12/30' and '12 / 30' alike). */
function ExpirationDateField({ fields }: { fields: StepFields }) {
  const t = usePageT(cartText);
  return (
    <CartTextInput
      fields={fields}
      name="expirationDate"
      placeholder={t('cart.expirationPlaceholder')}
      inputMode="numeric"
      autoComplete="cc-exp"
      maxLength={9}
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
    <CartTextInput
      fields={fields}
      name="securityCode"
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
      defaultValue=""
    />
  );
}

/** The card as typed (never kept: it always starts empty): holder, number, expiry and CVV. */
export function TypedCardFields({
  fields,
  onCardNumber,
}: {
  fields: StepFields;
  onCardNumber?: (cardNumber: string) => void;
}) {
  return (
    <>
      <CartTextInput fields={fields} name="cardholderName" autoComplete="cc-name" />
      <CardNumberField fields={fields} onCardNumber={onCardNumber} />
      <Group grow align="flex-start">
        <ExpirationDateField fields={fields} />
        <SecurityCodeField fields={fields} />
      </Group>
    </>
  );
}

/**
 * The card's bank and type. In the cart they follow its choice (filled from the card's BIN);
 * without one (the thank-you page's payment) they are the buyer's to pick.
 */
export function CardChoiceFields({
  fields,
  banks,
  choice,
  intents,
}: {
  fields: StepFields;
  banks: PaymentChoices['banks'];
  choice?: CardChoice;
  intents?: Pick<CardIntents, 'chooseBank' | 'chooseCardType'>;
}) {
  const t = usePageT(cartText);
  return (
    <>
      <NativeSelect
        key={banks.length}
        label={t('cart.bank')}
        description={banks.length === 0 ? t('cart.banksLoading') : undefined}
        disabled={banks.length === 0}
        data={[
          { value: '', label: '' },
          ...banks.map((bank) => ({ value: bank.code, label: bank.name })),
        ]}
        {...fields.text('bank')}
        defaultValue={choice ? undefined : fields.text('bank').defaultValue}
        value={choice?.bank}
        onChange={intents && ((event) => intents.chooseBank(event.currentTarget.value))}
      />
      <NativeSelect
        label={t('cart.cardType')}
        data={[
          { value: '', label: '' },
          ...cardTypes.map((type) => ({ value: type.key, label: t(cardTypeNames[type.key]) })),
        ]}
        {...fields.text('cardType')}
        defaultValue={choice ? undefined : fields.text('cardType').defaultValue}
        value={choice?.cardType}
        onChange={intents && ((event) => intents.chooseCardType(event.currentTarget.value))}
      />
    </>
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
      <TypedCardFields fields={fields} onCardNumber={intents.typeCardNumber} />
      <CardChoiceFields
        fields={fields}
        banks={choices.banks}
        choice={choices.choice}
        intents={intents}
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
        {...numberChoice}
      />
      <PrivacyConsent fields={fields} />
    </>
  );
}
