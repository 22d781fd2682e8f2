import { packageNameKey } from '../strings/areas/packages';
import { Group, NativeSelect, Text } from '@mantine/core';
import {
  selectPolicyTerms,
  selectQuoteRestriction,
} from '../../../machines/quotation/policy-terms.selectors';
import { insurers, multiYearInsurers, type InsurerCode } from '../../domain/insurers/insurers';
import { defaultPackage } from '../../domain/coverage/packages';
import { parseIndemnityValue, parseValidityYears } from '../../domain/quote/policy';
import { useQuotation, useQuotationIntents } from '../flow-hooks/use-quotation';
import { useFormat } from '../strings/format';
import { interpolate } from '../strings/interpolate';
import { usePageT } from '../strings/i18n';
import { resultsText } from '../strings/page-text/results';

export const policyTermsHintId = 'policy-terms-hint';

const insurerNames = (codes: readonly InsurerCode[]) =>
  codes.map((code) => insurers[code].displayName);

/**
 * Validity (1 to 5 years) and indemnity value. An option the machine would refuse (no insurer
 * here quotes it) is disabled; AS_LEADS locks both.
 */
export function PolicyTermChoices({ locked }: { locked: boolean }) {
  const t = usePageT(resultsText);
  const terms = useQuotation(selectPolicyTerms);
  const intents = useQuotationIntents();
  const validityLabel = (years: number) =>
    years === 1 ? t('policyTerms.oneYear') : interpolate(t('policyTerms.years'), { years });
  // Described as a group: Mantine's inputs set their own aria-describedby.
  return (
    <Group
      gap="lg"
      align="flex-end"
      role="group"
      aria-label={t('policyTerms.group')}
      aria-describedby={policyTermsHintId}
    >
      <NativeSelect
        label={t('policyTerms.validity')}
        data={terms.validities.map(({ validity, offered }) => ({
          value: String(validity),
          label: validityLabel(validity),
          disabled: !offered,
        }))}
        value={String(terms.validity)}
        onChange={(event) => {
          const validity = parseValidityYears(event.currentTarget.value);
          if (validity !== undefined) intents.changePolicy({ validity });
        }}
        disabled={locked}
        w={120}
      />
      <NativeSelect
        label={t('policyTerms.indemnity')}
        data={terms.indemnityValues.map(({ indemnityValue, offered }) => ({
          value: indemnityValue,
          label: t(`policyTerms.indemnity.${indemnityValue}`),
          disabled: !offered,
        }))}
        value={terms.indemnityValue}
        onChange={(event) => {
          const indemnityValue = parseIndemnityValue(event.currentTarget.value);
          if (indemnityValue !== undefined) intents.changePolicy({ indemnityValue });
        }}
        disabled={locked}
        w={210}
      />
    </Group>
  );
}

/** Which insurers and package quote multi-year and Valor Factura, read by both choices. */
export function PolicyTermsHint() {
  const t = usePageT(resultsText);
  const format = useFormat();
  return (
    <Text size="xs" c="dimmed" mt="xs" id={policyTermsHintId}>
      {interpolate(t('policyTerms.hint'), {
        insurers: format.list(insurerNames(multiYearInsurers)),
        package: t(packageNameKey(defaultPackage)),
      })}
    </Text>
  );
}

/** While a choice restricts the quote: which insurers and package are quoted. */
export function QuoteRestrictionNotice() {
  const t = usePageT(resultsText);
  const format = useFormat();
  const restriction = useQuotation(selectQuoteRestriction);
  // The live region stays on the page so the restriction is announced when it appears.
  return (
    <Text size="sm" role="status">
      {restriction?.insurers &&
        `${interpolate(t('policyTerms.restrictedInsurers'), {
          insurers: format.list(insurerNames(restriction.insurers)),
        })} `}
      {restriction &&
        interpolate(
          t(
            restriction.coveragesEdited
              ? 'policyTerms.restrictedByCoverages'
              : 'policyTerms.restrictedPackages',
          ),
          {
            package: format.list(restriction.packages.map((code) => t(packageNameKey(code)))),
          },
        )}
    </Text>
  );
}
