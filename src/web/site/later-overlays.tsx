import type { DrawerProps, ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { laterModule } from './later-module';
import { useLaterModule } from './use-later-module';

const overlayControls = laterModule(() => import('./overlay-controls'));

/**
 * The overlay controls once they are here, and whether the layer may show open. They are asked
 * for when a layer opens (a click, a key, the machine's state): a page whose layers stay closed
 * never downloads them. The first render with them arrived is closed: Mantine notes the focused
 * element, to give the focus back on close, when `opened` turns true, not when it mounts open.
 */
function useOverlayControls(opened: boolean) {
  const [openable, setOpenable] = useState(overlayControls.loaded !== undefined);
  const controls = useLaterModule(overlayControls, opened);
  useEffect(() => {
    if (controls && !openable) void Promise.resolve().then(() => setOpenable(true));
  }, [controls, openable]);
  return { controls, openable };
}

/**
 * What a later layer takes beyond Mantine's props: `ready`, false while the layer's own content
 * (a later module of its own, asked for when it opens) is still coming. The layer shows open
 * once both are here, so a buyer never sees it half drawn.
 */
interface Later {
  ready?: boolean;
}

/** Mantine's Modal, its code loaded when it first opens. */
export function LaterModal({ ready = true, ...props }: ModalProps & Later) {
  const { controls, openable } = useOverlayControls(props.opened);
  const opened = props.opened && ready && openable;
  return controls ? <controls.Modal {...props} opened={opened} /> : null;
}

/** Mantine's Drawer, its code loaded when it first opens. */
export function LaterDrawer({ ready = true, ...props }: DrawerProps & Later) {
  const { controls, openable } = useOverlayControls(props.opened);
  const opened = props.opened && ready && openable;
  return controls ? <controls.Drawer {...props} opened={opened} /> : null;
}
