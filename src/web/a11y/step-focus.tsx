/**
 * Step focus. Usage:
 *   const headingRef = useStepFocus(step);            // in the wizard
 *   <StepHeading ref={headingRef}>{t(titleKey)}</StepHeading>
 *   const screenRef = useScreenFocus(view);           // a screen whose content swaps (the cart)
 *   <Stack ref={screenRef}>…<Alert {...screenFocusTarget}>…<StepHeading>…</Stack>
 * When `step` (or `view`) changes (not on the first render, so a page load or a restored step
 * keeps the browser's own focus), focus moves to the new step's heading, or to the screen's
 * first focus target: its message when one shows, else its heading. A screen reader announces
 * what replaced the content, and focus never falls to <body> when what held it is gone. Route
 * changes are handled once, by <RouteFocus /> in the layout: after each navigation focus moves
 * to the new page's h1.
 */
import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import { Title, type TitleOrder } from '@mantine/core';
import { useLocation } from 'react-router-dom';

/** Runs `action` after a render where `key` differs from the last one seen (never the first). */
function useWhenChanged(key: string | undefined, action: () => void | (() => void)) {
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    return action();
    // Only a new key acts; `action` is a fresh closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

export function useStepFocus(step: string | undefined) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useWhenChanged(step, () => headingRef.current?.focus());
  return headingRef;
}

/** What takes focus when a screen's content changes: the first one in the screen's order. */
export const screenFocusTarget = {
  'data-screen-focus': true,
  tabIndex: -1,
  className: 'focus-target',
} as const;

/** Focuses the screen's first `screenFocusTarget` whenever `view` changes. */
export function useScreenFocus(view: string) {
  const screenRef = useRef<HTMLDivElement>(null);
  useWhenChanged(view, () =>
    screenRef.current?.querySelector<HTMLElement>('[data-screen-focus]')?.focus(),
  );
  return screenRef;
}

/** A step's heading: focusable by script (tabIndex -1), not a Tab stop; its screen's focus target. */
export const StepHeading = forwardRef<
  HTMLHeadingElement,
  { order?: TitleOrder; id?: string; children: ReactNode }
>(function StepHeading({ order = 2, id, children }, ref) {
  return (
    <Title ref={ref} order={order} fz="h3" id={id} {...screenFocusTarget}>
      {children}
    </Title>
  );
});

/** How long a lazily loaded page may take to show its h1 before we give up focusing it. */
const headingWaitMs = 3000;

/** Focuses the page's h1 after every route change (not on the first load). */
export function RouteFocus() {
  const { pathname } = useLocation();
  useWhenChanged(pathname, () =>
    focusWhenPresent(() => document.querySelector<HTMLElement>('main h1')),
  );
  return null;
}

/** Waits (frame by frame) for a lazily rendered element, then focuses it. */
function focusWhenPresent(find: () => HTMLElement | null): () => void {
  const deadline = performance.now() + headingWaitMs;
  let frame = 0;
  const attempt = () => {
    const element = find();
    if (element) {
      if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
      element.focus();
    } else if (performance.now() < deadline) {
      frame = requestAnimationFrame(attempt);
    }
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
