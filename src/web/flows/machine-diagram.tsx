import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  select,
  zoom,
  zoomIdentity,
  zoomTransform,
  type Selection as D3Selection,
  type ZoomBehavior,
  type ZoomTransform,
} from 'd3';
import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { AnyStateMachine } from 'xstate';
import { toMermaid } from '../../../machines/support/to-mermaid';
import { activeLeaves, activeStateIds } from '../../../machines/support/live-state';
import { useActorSelector } from '../machines/use-flow';
import { useShownActor } from './qa-runs';
import { usePageT } from '../strings/i18n';
import { flowsText, type FlowsTextKey } from '../strings/page-text/flows';
import { diagramWords } from './diagram-words';

type Selection = D3Selection<HTMLDivElement, unknown, null, undefined>;

const loadMermaid = async () => {
  const { default: mermaid } = await import('mermaid');
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' });
  return mermaid;
};
let mermaidReady: ReturnType<typeof loadMermaid> | undefined;
let renders: Promise<unknown> = Promise.resolve();
let renderCount = 0;

/**
 * Mermaid renders one diagram at a time (concurrent renders interfere), so they queue; a render
 * whose state was overtaken before its turn (a QA path plays its events faster than a large
 * diagram draws) is skipped. Each render has its own element id: Mermaid removes the element
 * with the id it renders to, which would otherwise be the drawing on screen.
 */
function renderSvg(
  elementId: string,
  text: string,
  isCurrent: () => boolean,
): Promise<string | undefined> {
  const render = renders.then(async () => {
    if (!isCurrent()) return undefined;
    mermaidReady ??= loadMermaid();
    renderCount += 1;
    return (await (await mermaidReady).render(`${elementId}-${renderCount}`, text)).svg;
  });
  renders = render.catch(() => undefined);
  return render;
}

/** A machine's diagram drawn with Mermaid, its live state highlighted when the flow runs. */
export function MachineDiagram({
  name,
  machine,
  label,
}: {
  name: string;
  machine: AnyStateMachine;
  label: string;
}) {
  const active = useActorSelector(useShownActor(name), (snapshot) =>
    activeLeaves(activeStateIds(machine.id, snapshot.value)).join(' '),
  );
  const t = usePageT(flowsText);
  const words = useMemo(() => diagramWords((key) => t(key as FlowsTextKey)), [t]);
  const elementId = `diagram-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [svg, setSvg] = useState<string>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let current = true;
    const text = toMermaid(machine, { activeStateIds: active ? active.split(' ') : [], words });
    renderSvg(elementId, text, () => current).then(
      (rendered) => current && rendered !== undefined && setSvg(rendered),
      (error: unknown) => current && setFailure(String(error)),
    );
    return () => {
      current = false;
    };
  }, [machine, active, elementId, words]);

  if (failure) return <Alert color="red">{failure}</Alert>;
  if (!svg) return <Loader role="status" aria-label={label} />;
  return <ZoomableSvg name={name} label={label} svg={svg} />;
}

/** The smallest scale at which Mermaid's 16 px labels stay readable: 12 px on screen. */
const readableScale = 12 / 16;
const keyZoom = 1.25;
const keyStep = 60;

/** The frame's height: the drawing fitted to its width, within a third and two thirds of the screen. */
function frameHeight(width: number, box: DOMRect): number {
  const fitted = box.height * Math.max(readableScale, Math.min(1, width / box.width));
  return Math.round(Math.min(Math.max(fitted, innerHeight / 3), (innerHeight * 2) / 3));
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

/**
 * The drawn diagram in a frame that d3-zoom moves: drag, wheel and two-finger pinch by mouse
 * and touch; arrow keys, + and −, and 0 (fit) by keyboard once the frame has focus.
 */
function ZoomableSvg({ name, label, svg }: { name: string; label: string; svg: string }) {
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
    element.style.height = `${frameHeight(element.clientWidth, size)}px`;
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
    zooming.transform(selection, view.current ?? openingView(element, size, true));
    showActiveState(element, zooming);
    return () => {
      selection.on('.zoom', null);
    };
  }, [svg]);

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
