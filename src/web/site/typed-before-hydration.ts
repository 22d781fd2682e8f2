import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** The text a field shows, and what its change handler calls with what was typed. */
export interface TypedField {
  value: string;
  type: (text: string) => void;
}

/**
 * What the visitor typed into a field of a prerendered page stays in it until a machine has it.
 * Before the page's scripts ran, the field took text no machine heard: React hydrates without
 * touching it, and the next render would write the machine's empty value over it. After, and
 * until the tab's own app replaces the one the page hydrates from (which does not run), typing
 * reaches no machine either, and a controlled field would put its value back at each key. So
 * the text found at hydration and every text typed is kept and shown, and handed to `adopt`
 * until the machine answers it back; `adopt` (one per app) is called again with the new app's.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  adopt: (typed: string) => void,
): TypedField {
  const [typed, setTyped] = useState<string>();
  useLayoutEffect(() => {
    const early = field.current?.value;
    // The DOM holds text React never saw: kept before the next render writes over it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (early && early !== value) setTyped(early);
    // Only the text found when the field is hydrated: later typing goes through `type`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Once the machine has the text, the field follows the machine alone again.
  if (typed !== undefined && value === typed) setTyped(undefined);
  useEffect(() => {
    if (typed !== undefined && value !== typed) adopt(typed);
  }, [typed, value, adopt]);
  const type = useCallback(
    (text: string) => {
      setTyped(text);
      adopt(text);
    },
    [adopt],
  );
  return { value: typed ?? value, type };
}
