/**
 * The controls of a layer over the page (Mantine's Modal and Drawer, with their focus trap,
 * scroll lock and transitions): they load when a layer first opens (`later-overlays.tsx`), so a
 * page draws without them.
 */
export { Drawer, Modal } from '@mantine/core';
