import { useCallback, useEffect, useState } from 'react';
import { afterPageLoad } from '../site/after-page-load';
import { laterModule } from './later-module';
import type * as PopoverControlsModule from './popover-controls';

type PopoverControls = typeof PopoverControlsModule;
const popoverControls = laterModule(() => import('./popover-controls'));

/** Imports the popover controls once for the whole page; every stand-in shares the promise. */
export const loadPopoverControls = popoverControls.load;

/**
 * The popover controls once they are here, and a function that asks for them now (a visitor
 * reached a stand-in first). Otherwise they arrive once the page has loaded and the browser is
 * idle, so the first load draws the cards without them.
 */
export function usePopoverControls(): [PopoverControls | undefined, () => void] {
  const [controls, setControls] = useState(popoverControls.loaded);
  const bringControls = useCallback(() => {
    void loadPopoverControls().then(setControls);
  }, []);
  useEffect(() => {
    if (!controls) void afterPageLoad().then(bringControls);
  }, [controls, bringControls]);
  return [controls, bringControls];
}
