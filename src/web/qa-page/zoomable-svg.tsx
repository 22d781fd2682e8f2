import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  select,
  zoom,
  zoomIdentity,
  zoomTransform,
  type Selection as D3Selection,
  type ZoomBehavior,
  type ZoomTransform,
} from 'd3';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { usePageT } from '../strings/i18n';
import { flowsText } from '../strings/page-text/flows';

type Selection = D3Selection<HTMLDivElement, unknown, null, undefined>;

/** The smallest scale at which Mermaid's 16 px labels stay readable: 12 px on screen. */
const readableScale = 12 / 16;
const keyZoom = 1.25;
const keyStep = 60;

/**
 * The frame's height: the drawing fitted to its width, at least a third of the screen and at
 * most two thirds, or as tall as it takes (`whole`: an overview, which must show all of itself).
 */
function frameHeight(width: number, box: DOMRect, whole: boolean): number {
  const fitted = box.height * Math.max(readableScale, Math.min(1, width / box.width));
  const tallest = whole ? fitted : (innerHeight * 2) / 3;
  return Math.round(Math.min(Math.max(fitted, innerHeight / 3), tallest));
}

/**
 * The whole drawing in the frame, centred; a drawing too large to fit at a readable size opens
 * at that size on its first state (top left), and "Fit to frame" shows all of it.
 */
function openingView(frame: HTMLElement, box: DOMRect, readableOnly: boolean): ZoomTransform {
  const fit = Math.min(1, frame.clientWidth / box.width, frame.clientHeight / box.height);
  const scale = readableOnly ? Math.max(fit, readableScale) : fit;
  const x = Math.max(0, (frame.clientWidth - box.width * scale) / 2);
  const y = Math.max(0, (frame.clientHeight - box.height * scale) / 2);
  return zoomIdentity.translate(x, y).scale(scale);
}

/** Moves the drawing so its highlighted (live) state is in the frame, when it is not. */
function showActiveState(frame: HTMLElement, zooming: ZoomBehavior<HTMLDivElement, unknown>) {
  const state = frame.querySelector('g.active')?.getBoundingClientRect();
  const drawing = frame.querySelector('svg')!.getBoundingClientRect();
  const shown = frame.getBoundingClientRect();
  if (!state) return;
  const inside =
    state.left >= shown.left &&
    state.right <= shown.right &&
    state.top >= shown.top &&
    state.bottom <= shown.bottom;
  if (inside) return;
  const { k } = zoomTransform(frame);
  const centre = {
    x: (state.left + state.width / 2 - drawing.left) / k,
    y: (state.top + state.height / 2 - drawing.top) / k,
  };
  zooming.translateTo(select(frame as HTMLDivElement), centre.x, centre.y);
}

/** Marks the boxes `selector` finds as the live state's (machine-diagram.css), and only those. */
function markActive(frame: HTMLElement, selector: string) {
  for (const box of frame.querySelectorAll('g.active')) box.classList.remove('active');
  if (selector) for (const box of frame.querySelectorAll(selector)) box.classList.add('active');
}

/** Scrolls the page (not the frame, which d3-zoom moves) so the highlighted state is centred. */
function revealOnPage(frame: HTMLElement) {
  const state = frame.querySelector('g.active')?.getBoundingClientRect();
  if (state) window.scrollBy({ top: state.top + state.height / 2 - innerHeight / 2 });
}

/**
 * The drawn diagram in a frame that d3-zoom moves: drag, wheel and two-finger pinch by mouse
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
  const behaviour = useRef<ZoomBehavior<HTMLDivElement, unknown>>(undefined);
  const [scale, setScale] = useState<number>();
  // Where the reader left the drawing: a redraw (the live state moved) keeps it.
  const view = useRef<ZoomTransform>(undefined);

  useEffect(() => {
    const element = frame.current;
    const drawing = element?.querySelector('svg');
    const box = drawing?.viewBox.baseVal;
    if (!element || !drawing || !box?.width) return;
    const size = new DOMRect(0, 0, box.width, box.height);
    drawing.style.maxWidth = 'none';
    drawing.style.width = `${size.width}px`;
    drawing.style.height = `${size.height}px`;
    drawing.style.transformOrigin = '0 0';
    element.style.height = `${frameHeight(element.clientWidth, size, whole)}px`;
    const zooming = zoom<HTMLDivElement, unknown>()
      .scaleExtent([0.05, 4])
      .on('zoom', ({ transform }: { transform: ZoomTransform }) => {
        const { x, y, k } = transform;
        drawing.style.transform = `translate(${x}px, ${y}px) scale(${k})`;
        view.current = transform;
        setScale(transform.k);
      });
    behaviour.current = zooming;
    const selection = select(element).call(zooming);
    if (!view.current && openingView(element, size, false).k < readableScale) onTooLarge?.();
    zooming.transform(selection, view.current ?? openingView(element, size, true));
    return () => {
      selection.on('.zoom', null);
      behaviour.current = undefined;
    };
    // Once per drawing: a new callback from the parent's render is no new drawing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [svg]);

  // On each drawing and each move of the live state: its boxes marked, and brought into view.
  useEffect(() => {
    const element = frame.current;
    if (!element || !behaviour.current) return;
    if (highlight !== undefined) markActive(element, highlight);
    showActiveState(element, behaviour.current);
    if (revealActive) revealOnPage(element);
    // The reveal follows the drawing and the live state, not a change of the QA run alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [svg, highlight]);

  const act = (move: (zooming: ZoomBehavior<HTMLDivElement, unknown>, on: Selection) => void) => {
    if (frame.current && behaviour.current) move(behaviour.current, select(frame.current));
  };
  const zoomBy = (factor: number) => act((zooming, on) => zooming.scaleBy(on, factor));
  const fit = () =>
    act((zooming, on) => {
      const box = frame.current!.querySelector('svg')!.viewBox.baseVal;
      zooming.transform(
        on,
        openingView(frame.current!, new DOMRect(0, 0, box.width, box.height), false),
      );
    });
  /** Moves the drawing by a fixed distance on screen, whatever its scale. */
  const pan = (x: number, y: number) =>
    act((zooming, on) => {
      const { k } = zoomTransform(on.node()!);
      zooming.translateBy(on, (x * keyStep) / k, (y * keyStep) / k);
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
