import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Panzoom, { type PanzoomEventDetail, type PanzoomObject } from '@panzoom/panzoom';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { usePageT } from '../strings/i18n';
import { flowsText } from '../strings/page-text/flows';
import {
  frameHeight,
  openingView,
  readableScale,
  shownAt,
  viewCentring,
  viewWithCornerAt,
  type Point,
  type Size,
  type View,
} from './drawing-view';

const keyZoom = 1.25;
const keyStep = 60;

/** Where the reader left a drawing: its top left corner in the frame, and its scale. */
interface Placement {
  corner: Point;
  scale: number;
}

const innerSize = (element: HTMLElement): Size => ({
  width: element.clientWidth,
  height: element.clientHeight,
});

const currentView = (panzoom: PanzoomObject): View => ({
  ...panzoom.getPan(),
  scale: panzoom.getScale(),
});

/**
 * Shows the drawing at `view`. Panzoom pans to its start values a moment after it is made (once
 * its scale has been drawn), so they follow every view shown here: that pan then lands where
 * the drawing already is.
 */
function showView(panzoom: PanzoomObject, view: View) {
  panzoom.setOptions({ startX: view.x, startY: view.y, startScale: view.scale });
  panzoom.zoom(view.scale, { force: true });
  panzoom.pan(view.x, view.y, { force: true });
}

/** An element's box in the drawing's own pixels, measured at whatever scale it shows. */
function boxInDrawing(element: Element, drawing: SVGSVGElement, size: Size) {
  const box = element.getBoundingClientRect();
  const shown = drawing.getBoundingClientRect();
  const scale = shown.width / size.width;
  const at = { x: (box.left - shown.left) / scale, y: (box.top - shown.top) / scale };
  return { at, end: { x: at.x + box.width / scale, y: at.y + box.height / scale } };
}

function activeStateBox(frame: HTMLElement, size: Size) {
  const state = frame.querySelector('g.active');
  return state ? boxInDrawing(state, frame.querySelector('svg')!, size) : undefined;
}

/** The top of the machine's start marker (Mermaid's `root_start` state), when drawn. */
function firstStateOf(drawing: SVGSVGElement, size: Size): Point | undefined {
  const start = drawing.querySelector('g.node[id*="-state-root_start-"]');
  if (!start) return undefined;
  const { at, end } = boxInDrawing(start, drawing, size);
  return { x: (at.x + end.x) / 2, y: at.y };
}

/** Moves the drawing so its highlighted (live) state is in the frame, when it is not. */
function showActiveState(frame: HTMLElement, panzoom: PanzoomObject, size: Size) {
  const box = activeStateBox(frame, size);
  if (!box) return;
  const view = currentView(panzoom);
  const [start, end] = [shownAt(box.at, size, view), shownAt(box.end, size, view)];
  const shown = innerSize(frame);
  const inside = start.x >= 0 && start.y >= 0 && end.x <= shown.width && end.y <= shown.height;
  if (inside) return;
  const centre = { x: (box.at.x + box.end.x) / 2, y: (box.at.y + box.end.y) / 2 };
  showView(panzoom, viewCentring(centre, shown, view.scale, size));
}

/** Marks the boxes `selector` finds as the live state's (machine-diagram.css), and only those. */
function markActive(frame: HTMLElement, selector: string) {
  for (const box of frame.querySelectorAll('g.active')) box.classList.remove('active');
  if (selector) for (const box of frame.querySelectorAll(selector)) box.classList.add('active');
}

/** Scrolls the page (not the frame, which Panzoom moves) so the highlighted state is centred. */
function revealOnPage(frame: HTMLElement, panzoom: PanzoomObject, size: Size) {
  const box = activeStateBox(frame, size);
  if (!box) return;
  const centre = { x: 0, y: (box.at.y + box.end.y) / 2 };
  const inFrame = shownAt(centre, size, currentView(panzoom)).y;
  const top = frame.getBoundingClientRect().top + frame.clientTop + inFrame;
  window.scrollBy({ top: top - innerHeight / 2 });
}

/** The size the drawing is drawn at: its viewBox, in CSS pixels. */
function drawnSize(drawing: SVGSVGElement): Size | undefined {
  const box = drawing.viewBox.baseVal;
  return box?.width ? { width: box.width, height: box.height } : undefined;
}

/**
 * The drawn diagram in a frame that Panzoom moves: drag, wheel and two-finger pinch by mouse
 * and touch; arrow keys, + and −, and 0 (fit) by keyboard once the frame has focus.
 */
export function ZoomableSvg({
  name,
  label,
  svg,
  onTooLarge,
  onStateClick,
  whole = false,
  revealActive = false,
  highlight,
}: {
  name: string;
  label: string;
  svg: string;
  /** The frame grows to show all of the drawing at a readable size (an overview). */
  whole?: boolean;
  /** The page scrolls to the highlighted state on each drawing (a QA run follows its state). */
  revealActive?: boolean;
  /**
   * The boxes of the live state (a CSS selector; '' for none), for a drawing made without it:
   * they are marked `active` in the page. Undefined: the drawing marks its own.
   */
  highlight?: string;
  /** Told on open when the whole drawing cannot fit the frame with readable labels. */
  onTooLarge?: () => void;
  /** Told the id of the drawn state (its `g` element) a click lands on. */
  onStateClick?: (elementId: string) => void;
}) {
  const t = usePageT(flowsText);
  const frame = useRef<HTMLDivElement>(null);
  const mover = useRef<{ panzoom: PanzoomObject; size: Size }>(undefined);
  const [scale, setScale] = useState<number>();
  // Where the reader left the drawing: a redraw (the live state moved) keeps it.
  const placement = useRef<Placement>(undefined);

  useEffect(() => {
    const element = frame.current;
    const drawing = element?.querySelector('svg');
    const size = drawing && drawnSize(drawing);
    if (!element || !drawing || !size) return;
    drawing.style.maxWidth = 'none';
    drawing.style.width = `${size.width}px`;
    drawing.style.height = `${size.height}px`;
    element.style.height = `${frameHeight(element.clientWidth, size, whole, innerHeight)}px`;
    const shown = innerSize(element);
    if (!placement.current && openingView(shown, size, false).scale < readableScale) onTooLarge?.();
    const kept = placement.current;
    const start = kept
      ? viewWithCornerAt(kept.corner, kept.scale, size)
      : openingView(shown, size, true, firstStateOf(drawing, size));
    const panzoom = Panzoom(drawing, { canvas: true, cursor: 'grab', minScale: 0.05, maxScale: 4 });
    showView(panzoom, start);
    const onChange = (event: Event) => {
      const view = (event as CustomEvent<PanzoomEventDetail>).detail;
      placement.current = { corner: shownAt({ x: 0, y: 0 }, size, view), scale: view.scale };
      setScale(view.scale);
    };
    drawing.addEventListener('panzoomchange', onChange);
    element.addEventListener('wheel', panzoom.zoomWithWheel, { passive: false });
    mover.current = { panzoom, size };
    return () => {
      element.removeEventListener('wheel', panzoom.zoomWithWheel);
      drawing.removeEventListener('panzoomchange', onChange);
      panzoom.destroy();
      mover.current = undefined;
    };
    // Once per drawing: a new callback from the parent's render is no new drawing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [svg]);

  // On each drawing and each move of the live state: its boxes marked, and brought into view.
  useEffect(() => {
    const element = frame.current;
    if (!element || !mover.current) return;
    const { panzoom, size } = mover.current;
    if (highlight !== undefined) markActive(element, highlight);
    showActiveState(element, panzoom, size);
    if (revealActive) revealOnPage(element, panzoom, size);
    // The reveal follows the drawing and the live state, not a change of the QA run alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [svg, highlight]);

  const act = (move: (panzoom: PanzoomObject, size: Size, frame: HTMLDivElement) => void) => {
    if (frame.current && mover.current)
      move(mover.current.panzoom, mover.current.size, frame.current);
  };
  /** Zooms about the frame's centre, as the buttons and keys do. */
  const zoomBy = (factor: number) =>
    act((panzoom, _size, element) => {
      const shown = element.getBoundingClientRect();
      panzoom.zoomToPoint(panzoom.getScale() * factor, {
        clientX: shown.left + shown.width / 2,
        clientY: shown.top + shown.height / 2,
      });
    });
  const fit = () =>
    act((panzoom, size, element) =>
      showView(panzoom, openingView(innerSize(element), size, false)),
    );
  /** Moves the drawing by a fixed distance on screen, whatever its scale. */
  const pan = (x: number, y: number) =>
    act((panzoom) => {
      const k = panzoom.getScale();
      panzoom.pan((x * keyStep) / k, (y * keyStep) / k, { relative: true });
    });
  const keys: Record<string, () => void> = {
    '+': () => zoomBy(keyZoom),
    '=': () => zoomBy(keyZoom),
    '-': () => zoomBy(1 / keyZoom),
    '0': fit,
    ArrowLeft: () => pan(1, 0),
    ArrowRight: () => pan(-1, 0),
    ArrowUp: () => pan(0, 1),
    ArrowDown: () => pan(0, -1),
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const key = keys[event.key];
    if (!key) return;
    event.preventDefault();
    key();
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label={`${t('flows.zoom')}: ${name}`}>
        <Button size="xs" variant="default" onClick={() => zoomBy(1 / keyZoom)}>
          {t('flows.zoomOut')}
        </Button>
        <Button size="xs" variant="default" onClick={fit}>
          {t('flows.fit')}
        </Button>
        <Button size="xs" variant="default" onClick={() => zoomBy(keyZoom)}>
          {t('flows.zoomIn')}
        </Button>
        <Text size="sm" aria-live="polite">
          {scale === undefined ? '' : `${Math.round(scale * 100)} %`}
        </Text>
      </Group>
      <Box
        ref={frame}
        role="img"
        aria-label={label}
        data-machine={name}
        data-zoom={scale}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          const state = (event.target as Element).closest('g.node');
          if (state) onStateClick?.(state.id);
        }}
        style={{
          overflow: 'hidden',
          border: '1px solid var(--mantine-color-gray-4)',
          cursor: 'grab',
          touchAction: 'none',
        }}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    </Stack>
  );
}
