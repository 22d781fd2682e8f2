import { useEffect, useId, useState } from 'react';
import { Alert, Box, Loader } from '@mantine/core';
import type { AnyStateMachine } from 'xstate';
import { toMermaid } from '../../../machines/support/to-mermaid';
import { activeStateIds } from '../../../machines/support/live-state';
import { useActorSelector, useRegisteredActor } from '../machines/use-flow';

/** The innermost active states: the ones the diagram highlights. */
function activeLeaves(ids: string[]): string[] {
  return ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)));
}

const loadMermaid = async () => {
  const { default: mermaid } = await import('mermaid');
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' });
  return mermaid;
};
let mermaidReady: ReturnType<typeof loadMermaid> | undefined;
let renders: Promise<unknown> = Promise.resolve();

/** Mermaid renders one diagram at a time (concurrent renders interfere), so they queue. */
function renderSvg(elementId: string, text: string): Promise<string> {
  const render = renders.then(async () => {
    mermaidReady ??= loadMermaid();
    return (await (await mermaidReady).render(elementId, text)).svg;
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
  const active = useActorSelector(useRegisteredActor(name), (snapshot) =>
    activeLeaves(activeStateIds(machine.id, snapshot.value)).join(' '),
  );
  const elementId = `diagram-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [svg, setSvg] = useState<string>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let current = true;
    const text = toMermaid(machine, { activeStateIds: active ? active.split(' ') : [] });
    renderSvg(elementId, text).then(
      (rendered) => current && setSvg(rendered),
      (error: unknown) => current && setFailure(String(error)),
    );
    return () => {
      current = false;
    };
  }, [machine, active, elementId]);

  if (failure) return <Alert color="red">{failure}</Alert>;
  if (!svg) return <Loader role="status" aria-label={label} />;
  return (
    <Box
      role="img"
      aria-label={label}
      data-machine={name}
      style={{ overflowX: 'auto' }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
