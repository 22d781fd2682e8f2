import { Autocomplete, Loader } from '@mantine/core';
import {
  selectIsSearching,
  selectSuggestions,
} from '../../../machines/quote-wizard/quote-wizard.selectors';
import type { SubBrandOption } from '../../../machines/quote-wizard/quote-wizard.types';
import { useQuoteWizard } from '../machines/use-quote-wizard';
import { useT } from '../strings/i18n';
import { useWizardStep } from './wizard-hooks';

const optionLabel = (option: SubBrandOption) => `${option.brandName} ${option.name}`;

/** Step 1: the sub-brand search; the machine runs (and cancels) the search. */
export function VehicleStep() {
  const t = useT();
  const { fields, field, intents } = useWizardStep();
  const suggestions = useQuoteWizard(selectSuggestions) ?? [];
  const searching = useQuoteWizard(selectIsSearching);
  return (
    <Autocomplete
      label={t('wizard.vehicle')}
      placeholder={t('wizard.vehiclePlaceholder')}
      value={fields.vehicleSearch}
      data={suggestions.map(optionLabel)}
      filter={({ options }) => options}
      // Mantine reports a chosen option as a change to its label: that is a choice, not a search.
      onChange={(text) => {
        const option = suggestions.find((suggestion) => optionLabel(suggestion) === text);
        if (option) intents.selectSubBrand(option);
        else intents.search(text);
      }}
      rightSection={
        searching ? <Loader size="xs" role="status" aria-label={t('wizard.searching')} /> : null
      }
      {...field('vehicleSearch')}
    />
  );
}
