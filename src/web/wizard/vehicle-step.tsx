import { Autocomplete, Loader } from '@mantine/core';
import {
  selectIsSearching,
  selectSuggestions,
} from '../../../machines/quote-wizard/quote-wizard.selectors';
import { useQuoteWizard } from '../machines/use-quote-wizard';
import { useWizardStep } from './wizard-hooks';

/** Step 1: the sub-brand search; the machine runs (and cancels) the search. */
export function VehicleStep() {
  const { fields, errors, intents } = useWizardStep();
  const suggestions = useQuoteWizard(selectSuggestions) ?? [];
  const searching = useQuoteWizard(selectIsSearching);
  const optionLabel = (id: string) => {
    const option = suggestions.find((s) => s.id === id);
    return option ? `${option.brandName} ${option.name}` : id;
  };
  return (
    <Autocomplete
      label="Marca y modelo de tu auto"
      placeholder="Ej. Nissan Versa"
      value={fields.vehicleSearch}
      data={suggestions.map((s) => ({ value: s.id, label: `${s.brandName} ${s.name}` }))}
      filter={({ options }) => options}
      onChange={(text) => intents.search(text)}
      onOptionSubmit={(id) => {
        const option = suggestions.find((s) => s.id === id);
        if (option) intents.selectSubBrand(option);
      }}
      renderOption={({ option }) => optionLabel(option.value)}
      rightSection={searching ? <Loader size="xs" aria-label="Buscando" /> : null}
      error={errors.subbrandId ?? errors.vehicleSearch}
    />
  );
}
