import { InputBase, Loader } from '@mantine/core';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { selectIsSearching } from '../../../machines/quote-wizard/quote-wizard.selectors';
import { useQuoteWizard } from '../machines/use-quote-wizard';
import { afterPageLoad } from '../site/after-page-load';
import { laterModule } from '../site/later-module';
import { useTypedBeforeHydration } from '../site/typed-before-hydration';
import { useT } from '../strings/i18n';
import { useWizardStep } from './wizard-hooks';
import type * as VehicleAutocompleteModule from './vehicle-autocomplete';
import type { Caret } from './vehicle-autocomplete';

type VehicleAutocompleteModule = typeof VehicleAutocompleteModule;
const vehicleAutocomplete = laterModule(() => import('./vehicle-autocomplete'));

/** The autocomplete once loaded, and the caret it takes over from the plain input. */
interface Swap {
  autocomplete: VehicleAutocompleteModule;
  caret?: Caret;
}

/** Where the visitor's caret is in `input`, if they are in it. */
const caretIn = (input: HTMLInputElement | null): Caret | undefined =>
  input && document.activeElement === input
    ? { start: input.selectionStart, end: input.selectionEnd }
    : undefined;

/** The attributes the autocomplete's input carries while its list is closed. */
const closedCombobox = {
  role: 'combobox',
  'aria-haspopup': 'listbox',
  'aria-expanded': false,
  autoComplete: 'off',
} as const;

/**
 * Step 1: the sub-brand search; the machine runs (and cancels) the search. The page draws a
 * plain input that looks and reads like the autocomplete with its list closed; the dropdown's
 * code (Combobox, Popover, floating-ui: about 30 kB) loads once the page is up, or at once when
 * the visitor gets to the field first, and takes its place with the text and the caret where
 * they were. What is typed before that is a search like any other: the machine holds it, and
 * what was typed before the page's scripts ran is adopted from the field when it hydrates.
 */
export function VehicleStep() {
  const t = useT();
  const { fields, field, intents } = useWizardStep();
  const searching = useQuoteWizard(selectIsSearching);
  const [swap, setSwap] = useState<Swap | undefined>(
    vehicleAutocomplete.loaded && { autocomplete: vehicleAutocomplete.loaded },
  );
  const plainInput = useRef<HTMLInputElement>(null);
  const { value, type } = useTypedBeforeHydration(plainInput, fields.vehicleSearch, intents.search);
  const bringAutocomplete = useCallback(() => {
    void vehicleAutocomplete.load().then((autocomplete) => {
      const takeOver = () =>
        setSwap((done) => done ?? { autocomplete, caret: caretIn(plainInput.current) });
      // Under the visitor's fingers it is drawn at once, between two keystrokes: drawn later,
      // keys typed meanwhile went to the plain input after its caret was taken, and were lost
      // or landed out of order. Otherwise a transition: the dropdown never blocks the page.
      if (document.activeElement === plainInput.current) flushSync(takeOver);
      else startTransition(takeOver);
    });
  }, []);
  useEffect(() => {
    if (!swap) void afterPageLoad().then(bringAutocomplete);
  }, [swap, bringAutocomplete]);

  const props = {
    label: t('wizard.vehicle'),
    placeholder: t('wizard.vehiclePlaceholder'),
    description: t('wizard.vehicleKinds'),
    value,
    rightSection: searching ? (
      <Loader size="xs" role="status" aria-label={t('wizard.searching')} />
    ) : null,
    ...field('vehicleSearch'),
  };
  if (swap)
    return <swap.autocomplete.VehicleAutocomplete {...props} caret={swap.caret} onSearch={type} />;
  return (
    <InputBase
      {...props}
      {...closedCombobox}
      ref={plainInput}
      onChange={(event) => type(event.currentTarget.value)}
      onFocus={bringAutocomplete}
    />
  );
}
