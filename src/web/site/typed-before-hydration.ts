import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * A field the page drew before its scripts ran may hold what the visitor typed meanwhile: React
 * hydrates without touching it, but no machine heard it, and the next render would write the
 * machine's empty value over it. When the field is hydrated, its own text (if any, and other
 * than the machine's) is kept and shown, and handed to `adopt` until the machine has it: the
 * app the page hydrates from is replaced by the tab's own right after, so `adopt` (one per app)
 * is called again with the new one. Answers the value the field should show.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  adopt: (typed: string) => void,
): string {
  const [typedEarly, setTypedEarly] = useState<string>();
  useLayoutEffect(() => {
    const typed = field.current?.value;
    // The DOM holds text React never saw: kept before the next render writes over it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed && typed !== value) setTypedEarly(typed);
    // Only the text found when the field is hydrated: later typing reaches the machine as changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Once the machine has the text, the field follows the machine alone again.
  if (typedEarly !== undefined && value === typedEarly) setTypedEarly(undefined);
  useEffect(() => {
    if (typedEarly !== undefined && value !== typedEarly) adopt(typedEarly);
  }, [typedEarly, value, adopt]);
  return typedEarly ?? value;
}
