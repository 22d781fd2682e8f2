/**
 * The results page's controls that open a floating layer (Mantine's Select and Tooltip, with
 * floating-ui): loaded after the page has shown its cards (`use-popover-controls.ts`).
 */
export { Select, Tooltip } from '@mantine/core';
