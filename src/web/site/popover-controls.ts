/**
 * The control that opens a floating layer (Mantine's Tooltip, with floating-ui): it loads when
 * the visitor reaches a tooltip's target (`use-popover-controls.ts`), so a page draws without it.
 */
export { Tooltip } from '@mantine/core';
