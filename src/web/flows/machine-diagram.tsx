import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Loader, Stack } from '@mantine/core';
import type { AnyStateMachine } from 'xstate';
import { toMermaid } from '../../../machines/support/to-mermaid';
import { activeLeaves, activeStateIds } from '../../../machines/support/live-state';
import { useActorSelector } from '../machines/use-flow';
import { useShownActor } from './qa-runs';
import { usePageT } from '../strings/i18n';
import { flowsText, type FlowsTextKey } from '../strings/page-text/flows';
import { usePanning } from './use-panning';
import { diagramWords } from './diagram-words';

const zoomSteps = [0.5, 0.75, 1, 1.25, 1.5, 2];
/** Mermaid's own size: labels at the page's text size, readable on desktop and phone alike. */
const naturalZoom = 2;

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

/**
 * The drawn diagram at its natural size (Mermaid otherwise shrinks it to the column, labels
 * down to 3 px on a phone) in a scrolling frame: drag or scroll to pan, buttons to zoom.
 */
function ZoomableSvg({ name, label, svg }: { name: string; label: string; svg: string }) {
  const t = usePageT(flowsText);
  const [zoomStep, setZoomStep] = useState(naturalZoom);
  const frame = useRef<HTMLDivElement>(null);
  const panning = usePanning(frame);
  const zoom = zoomSteps[zoomStep]!;

  useEffect(() => {
    const drawing = frame.current?.querySelector('svg');
    const box = drawing?.viewBox.baseVal;
    if (!drawing || !box?.width) return;
    drawing.style.maxWidth = 'none';
    drawing.style.width = `${box.width * zoom}px`;
    drawing.style.height = `${box.height * zoom}px`;
  }, [svg, zoom]);

  const zoomTo = (step: number) => setZoomStep(Math.min(zoomSteps.length - 1, Math.max(0, step)));
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label={`${t('flows.zoom')}: ${name}`}>
        <Button size="xs" variant="default" onClick={() => zoomTo(zoomStep - 1)}>
          {t('flows.zoomOut')}
        </Button>
        <Button size="xs" variant="default" onClick={() => zoomTo(naturalZoom)}>
          {Math.round(zoom * 100)} %
        </Button>
        <Button size="xs" variant="default" onClick={() => zoomTo(zoomStep + 1)}>
          {t('flows.zoomIn')}
        </Button>
      </Group>
      <Box
        ref={frame}
        role="img"
        aria-label={label}
        data-machine={name}
        data-zoom={zoom}
        tabIndex={0}
        {...panning}
        style={{
          overflow: 'auto',
          maxHeight: '70vh',
          border: '1px solid var(--mantine-color-gray-4)',
          cursor: 'grab',
          touchAction: 'pan-x pan-y',
        }}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    </Stack>
  );
}
