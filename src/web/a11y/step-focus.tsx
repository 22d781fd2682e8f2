/**
 * Step focus. Usage:
 *   const headingRef = useStepFocus(step);            // in the wizard or cart view
 *   <StepHeading ref={headingRef}>{t(titleKey)}</StepHeading>
 * When `step` changes (not on the first render, so a page load or a restored step keeps the
 * browser's own focus), focus moves to the heading, so a screen reader announces the new step
 * and the next Tab lands in its first field. Route changes are handled once, by <RouteFocus />
 * in the layout: after each navigation focus moves to the new page's h1.
 */
import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import { Title, type TitleOrder } from '@mantine/core';
import { useLocation } from 'react-router-dom';

export function useStepFocus(step: string | undefined) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);
  return headingRef;
}

/** A step's heading: focusable by script (tabIndex -1), not a Tab stop. */
export const StepHeading = forwardRef<
  HTMLHeadingElement,
  { order?: TitleOrder; id?: string; children: ReactNode }
>(function StepHeading({ order = 2, id, children }, ref) {
  return (
    <Title ref={ref} order={order} fz="h3" id={id} tabIndex={-1} className="focus-target">
      {children}
    </Title>
  );
});

/** How long a lazily loaded page may take to show its h1 before we give up focusing it. */
const headingWaitMs = 3000;

/** Focuses the page's h1 after every route change (not on the first load). */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    return focusWhenPresent(() => document.querySelector<HTMLElement>('main h1'));
  }, [pathname]);
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
