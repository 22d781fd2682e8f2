import { packageNameKey } from '../strings/areas/packages';
import { Button, Group, NativeSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { selectCustomisePanel } from '../../../machines/quotation/quotation.selectors';
import {
  customiseFilterRanges,
  specialCovers,
  type RangedFilter,
  type SpecialCover,
  type SwitchFilter,
} from '../../domain/coverage/coverage';
import { filterChoices, packagesCustomisedBy } from '../../domain/coverage/customise-filters';
import { useQuotation, useQuotationIntents } from '../flow-hooks/use-quotation';
import { useFormat } from '../strings/format';
import { usePageT } from '../strings/i18n';
import { resultsText, type ResultsTextKey } from '../strings/page-text/results';
import { interpolate } from '../strings/interpolate';

/** The panel's sections, each with its filters in the order the buyer reads them. */
const sections: readonly {
  title: ResultsTextKey;
  ranged: RangedFilter[];
  switches: SwitchFilter[];
}[] = [
  { title: 'customise.liability', ranged: ['thirdDamages', 'thirdDeaths'], switches: [] },
  {
    title: 'customise.deductibles',
    ranged: ['deductibleDamage', 'theftDeductible'],
    switches: [],
  },
  {
    title: 'customise.services',
    ranged: ['pasengersMedicalExpenses'],
    switches: ['roadAssistance', 'legalDefense'],
  },
];

/** A filter's value as the reader writes it: a percent, or pesos in the page's money format. */
function useFilterValue() {
  const format = useFormat();
  return (filter: RangedFilter, value: number): string =>
    customiseFilterRanges[filter].unit === 'percent' ? `${value} %` : format.money(value);
}

function useAppliesTo() {
  const t = usePageT(resultsText);
  return (item: RangedFilter | SwitchFilter | SpecialCover) =>
    interpolate(t('customise.appliesTo'), {
      packages: packagesCustomisedBy(item)
        .map((code) => t(packageNameKey(code)))
        .join(', '),
    });
}

function RangedFilterChoice({ filter, value }: { filter: RangedFilter; value: number }) {
  const t = usePageT(resultsText);
  const intents = useQuotationIntents();
  const appliesTo = useAppliesTo();
  const formatValue = useFilterValue();
  const { min, max, initial } = customiseFilterRanges[filter];
  const range = interpolate(t('customise.range'), {
    min: formatValue(filter, min),
    max: formatValue(filter, max),
    initial: formatValue(filter, initial),
  });
  return (
    <NativeSelect
      label={t(`customise.filter.${filter}`)}
      description={`${range} · ${appliesTo(filter)}`}
      data={filterChoices[filter].map((choice) => ({
        value: String(choice),
        label: formatValue(filter, choice),
      }))}
      value={String(value)}
      onChange={(event) => intents.editFilter(filter, Number(event.currentTarget.value))}
    />
  );
}

function FilterSwitch({
  label,
  description,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Switch
      label={label}
      // Mantine nests the label in the switch's own label, which some name computations skip.
      aria-label={label}
      description={description}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/**
 * 'Personaliza tu póliza''s form: every filter with its range and initial value, the ten special
 * covers, apply and reset. Its code loads when the panel first opens (customise-panel.tsx).
 */
export function CustomiseForm() {
  const t = usePageT(resultsText);
  const panel = useQuotation(selectCustomisePanel);
  const intents = useQuotationIntents();
  const appliesTo = useAppliesTo();
  if (!panel) return null;
  const { filters, specialCovers: chosen } = panel.draft;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        intents.applyFilters();
      }}
    >
      <Stack>
        <Text size="sm">{t('customise.intro')}</Text>
        {sections.map((section) => (
          <Stack
            key={section.title}
            gap="xs"
            component="fieldset"
            style={{ border: 0, padding: 0 }}
          >
            <Title order={3} size="h5" component="legend">
              {t(section.title)}
            </Title>
            {section.ranged.map((filter) => (
              <RangedFilterChoice key={filter} filter={filter} value={filters[filter]} />
            ))}
            {section.switches.map((filter) => (
              <FilterSwitch
                key={filter}
                label={t(`customise.filter.${filter}`)}
                description={appliesTo(filter)}
                checked={filters[filter]}
                onChange={(on) => intents.switchFilter(filter, on)}
              />
            ))}
          </Stack>
        ))}
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0 }}>
          <Title order={3} size="h5" component="legend">
            {t('customise.specialCovers')}
          </Title>
          {specialCovers.map((cover) => {
            const unavailable = cover === 'repairInAgency' && !panel.repairInAgency.offered;
            return (
              <FilterSwitch
                key={cover}
                label={t(`customise.cover.${cover}`)}
                description={
                  unavailable
                    ? interpolate(t('customise.repairInAgencyUnavailable'), {
                        age: panel.repairInAgency.age,
                      })
                    : appliesTo(cover)
                }
                checked={chosen.includes(cover) && !unavailable}
                disabled={unavailable}
                onChange={(on) => intents.switchCover(cover, on)}
              />
            );
          })}
        </Stack>
        <Group grow>
          <Button variant="default" onClick={intents.resetFilters} disabled={!panel.canReset}>
            {t('customise.reset')}
          </Button>
          <Button type="submit" disabled={!panel.canApply}>
            {t('customise.apply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
