/**
 * The controls that open a floating layer (Mantine's Select and Tooltip, with floating-ui):
 * they load once the page is up (`use-popover-controls.ts`), so a page's first load draws it
 * without them.
 */
export { Select, Tooltip } from '@mantine/core';
