import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { selectSuggestions } from '../../../machines/quote-wizard/quote-wizard.selectors';
import type { SubBrandOption } from '../../../machines/quote-wizard/quote-wizard.types';
import { useQuoteWizard, useQuoteWizardIntents } from '../machines/use-quote-wizard';

/** Where the caret was in the input this one replaces. */
export interface Caret {
  start: number | null;
  end: number | null;
}

type VehicleAutocompleteProps = Omit<AutocompleteProps, 'data' | 'filter' | 'onChange'> & {
  /** Set when the visitor was in the plain input: they go on typing here, where they were. */
  caret?: Caret;
  /** A search typed (the step keeps it shown until the machine has it). */
  onSearch: (text: string) => void;
};

const optionLabel = (option: SubBrandOption) => `${option.brandName} ${option.name}`;

/**
 * The vehicle search with its list of suggestions (vehicle-step.tsx loads it once the page is
 * up): the machine's suggestions, shown as they come, without filtering them again.
 */
export function VehicleAutocomplete({ caret, onSearch, ...props }: VehicleAutocompleteProps) {
  const intents = useQuoteWizardIntents();
  const suggestions = useQuoteWizard(selectSuggestions) ?? [];
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (!caret || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(caret.start, caret.end);
    // Only when it takes the plain input's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Autocomplete
      {...props}
      ref={input}
      data={suggestions.map(optionLabel)}
      filter={({ options }) => options}
      // Mantine reports a chosen option as a change to its label: that is a choice, not a search.
      onChange={(text) => {
        const option = suggestions.find((suggestion) => optionLabel(suggestion) === text);
        if (option) intents.selectSubBrand(option);
        else onSearch(text);
      }}
    />
  );
}
