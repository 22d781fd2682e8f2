import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Alert, Loader } from '@mantine/core';
import type { AnyStateMachine } from 'xstate';
import { toMermaid } from '../../../machines/support/to-mermaid';
import { activeLeaves, activeStateIds } from '../../../machines/support/live-state';
import { useActorSelector } from '../machines/use-flow';
import { useShownActor } from './qa-runs';
import { usePageT } from '../strings/i18n';
import { flowsText, type FlowsTextKey } from '../strings/page-text/flows';
import { diagramWords } from './diagram-words';

/** Its code (d3-zoom) comes with the first drawing, as Mermaid does: not with the page. */
const ZoomableSvg = lazy(async () => ({ default: (await import('./zoomable-svg')).ZoomableSvg }));

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
  const loading = <Loader role="status" aria-label={label} />;
  if (!svg) return loading;
  return (
    <Suspense fallback={loading}>
      <ZoomableSvg name={name} label={label} svg={svg} />
    </Suspense>
  );
}
