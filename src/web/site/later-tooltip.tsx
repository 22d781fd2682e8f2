import type { TooltipProps } from '@mantine/core';
import { cloneElement, useState, type ReactElement } from 'react';
import { usePopoverControls } from './use-popover-controls';

/** What the tooltip's target takes from the stand-in: focus back, and the reach events. */
type TargetProps = {
  autoFocus?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
};

/** How the visitor is at the target while the code comes: the tooltip opens as it would have. */
type Reached = 'none' | 'hovered' | 'focused';

/**
 * Mantine's Tooltip, with its target alone until the code arrives (after the page has loaded,
 * or at once when the target is hovered or focused). The target then takes the focus back if it
 * still had it, and the tooltip opens if the visitor is still on it.
 */
export function LaterTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children'> & { children: ReactElement<TargetProps> }) {
  const [controls, bringControls] = usePopoverControls();
  const [reached, setReached] = useState<Reached>('none');
  const reach = (how: Reached) => {
    setReached(how);
    if (how !== 'none') bringControls();
  };
  const target = controls
    ? cloneElement(children, { autoFocus: reached === 'focused' })
    : cloneElement(children, {
        onFocus: () => reach('focused'),
        // Gone on by the time the code comes (a quick Tab): the focus is not pulled back.
        onBlur: () => reach('none'),
        onPointerEnter: () => reach('hovered'),
        onPointerLeave: () => reach('none'),
      });
  if (!controls) return target;
  return (
    <controls.Tooltip {...props} defaultOpened={reached !== 'none'}>
      {target}
    </controls.Tooltip>
  );
}
