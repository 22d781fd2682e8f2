import { InputBase, Loader } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import {
  selectIsSearching,
  selectSuggestions,
} from '../../../machines/quote-wizard/quote-wizard.selectors';
import type { SubBrandOption } from '../../../machines/quote-wizard/quote-wizard.types';
import { useQuoteWizard } from '../flow-hooks/use-quote-wizard';
import { useSuggestionList } from '../site/suggestion-list';
import { useTypedBeforeHydration } from '../site/typed-before-hydration';
import { useT } from '../strings/i18n';
import { useWizardStep } from './wizard-hooks';

const labelOf = (option: SubBrandOption) => `${option.brandName} ${option.name}`;

/**
 * Step 1: the sub-brand search; the machine runs (and cancels) the search and holds its
 * suggestions. The field is the page's own input from the first paint on: what was typed into
 * it before the page's scripts ran is adopted when it hydrates, and the suggestions show under
 * it as soon as the machine has them.
 */
export function VehicleStep() {
  const t = useT();
  const { fields, field, fieldId, intents } = useWizardStep();
  const searching = useQuoteWizard(selectIsSearching);
  const suggestions = useQuoteWizard(selectSuggestions);
  const input = useRef<HTMLInputElement>(null);
  const { value, type } = useTypedBeforeHydration(input, fields.vehicleSearch, intents.search);
  const { inputProps, typed, list } = useSuggestionList({
    suggestions,
    labelOf,
    pick: intents.selectSubBrand,
    labelId: `${fieldId('vehicleSearch')}-label`,
    input,
  });
  return (
    <InputBase
      label={t('wizard.vehicle')}
      placeholder={t('wizard.vehiclePlaceholder')}
      description={t('wizard.vehicleKinds')}
      rightSection={
        searching ? <Loader size="xs" role="status" aria-label={t('wizard.searching')} /> : null
      }
      {...field('vehicleSearch')}
      {...inputProps}
      ref={input}
      value={value}
      onChange={(event) => {
        typed();
        type(event.currentTarget.value);
      }}
      inputContainer={(children: ReactNode) => (
        <div className="suggestion-anchor">
          {children}
          {list}
        </div>
      )}
    />
  );
}
