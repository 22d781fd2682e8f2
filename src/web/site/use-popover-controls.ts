import { useCallback, useState } from 'react';
import { laterModule } from './later-module';
import type * as PopoverControlsModule from './popover-controls';

type PopoverControls = typeof PopoverControlsModule;
const popoverControls = laterModule(() => import('./popover-controls'));

/**
 * The popover controls once they are here, and a function that asks for them (a visitor reached
 * a tooltip's target: a hover, a focus). Nothing brings them on a timer: a page that nobody
 * points at never downloads them.
 */
export function usePopoverControls(): [PopoverControls | undefined, () => void] {
  const [controls, setControls] = useState(popoverControls.loaded);
  const bringControls = useCallback(() => {
    void popoverControls.load().then(setControls);
  }, []);
  return [controls, bringControls];
}
