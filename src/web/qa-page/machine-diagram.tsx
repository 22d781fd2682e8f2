import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { drawnStateSelector, mermaidId } from '../../../machines/qa/to-mermaid';
import { overviewSvg } from '../../../machines/qa/overview-svg';
import { activeLeaves, activeStateIds } from '../../../machines/qa/live-state';
import { useActorSelector } from '../flow-hooks/use-flow';
import { useQaRun, useShownActor } from './qa-runs';
import { useLocale, usePageT } from '../strings/i18n';
import { flowsText, type FlowsTextKey } from '../strings/page-text/flows';
import { diagramWords, lineLengths } from './diagram-words';
import { useDescribe } from './use-describe';
import { loadDrawing } from './drawn-diagrams';
import './machine-diagram.css';

/** Its code (Panzoom) comes with the first drawing: not with the page. */
const ZoomableSvg = lazy(async () => ({ default: (await import('./zoomable-svg')).ZoomableSvg }));

/** The state a diagram shows opened (its id), or the whole machine (undefined). */
type Opened = string | undefined;

const stateOf = (machine: AnyStateMachine, opened: string): AnyStateNode =>
  opened === machine.id ? machine.root : machine.getStateNodeById(opened);

/** The id of the state drawn open to show a single live state: its parent (the machine's id at the top). */
function holderOf(machine: AnyStateMachine, active: string): string | undefined {
  if (active.includes(' ')) return undefined;
  const parent = machine.getStateNodeById(active).parent;
  return parent?.parent ? parent.id : machine.id;
}

/** The states of the opened one that have states of their own: each can be opened in turn. */
const openableIn = (machine: AnyStateMachine, opened: string) =>
  Object.values(stateOf(machine, opened).states as Record<string, AnyStateNode>).filter(
    (child) => Object.keys(child.states).length > 0,
  );

/**
 * A machine's diagram, its live state highlighted when the flow runs. The whole machine is a
 * drawing Mermaid rendered ahead of time (`npm run diagrams`: drawn-diagrams.ts) in the page's
 * language, its live state's boxes marked in the page; it opens whole when it fits its frame with
 * readable labels, else on an overview (its first states in one column, each with states of its
 * own drawn closed: overview-svg.ts), which the reader opens state by state.
 */
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
  const { locale } = useLocale();
  const [opened, setOpened] = useState<Opened>();
  const words = useMemo(
    () => diagramWords((key) => t(key as FlowsTextKey), lineLengths.overview),
    [t],
  );
  const elementId = `diagram-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  // The whole machine, rendered ahead of time; an overview is drawn here (overview-svg.ts).
  const [wholeSvg, setWholeSvg] = useState<string>();
  const [failure, setFailure] = useState<string>();
  // Whether the whole drawing was too large to read in its frame (then the overview is offered).
  const [tooLarge, setTooLarge] = useState(false);
  const [wholeChosen, setWholeChosen] = useState(false);
  const following = useQaRun(name) !== undefined;
  // An overview follows the live state when it moves to one state (a QA path's): it opens the
  // state that holds it, so the state itself is drawn and highlighted.
  const [followed, setFollowed] = useState(active);
  if (followed !== active) {
    setFollowed(active);
    const holder = active && opened !== undefined ? holderOf(machine, active) : undefined;
    if (holder && holder !== opened) setOpened(holder);
  }
  const overview = useMemo(
    () =>
      opened === undefined
        ? undefined
        : overviewSvg(machine, opened, {
            activeStateIds: active ? active.split(' ') : [],
            words,
            idPrefix: elementId,
          }),
    [machine, opened, active, words, elementId],
  );

  useEffect(() => {
    if (opened !== undefined) return;
    let current = true;
    loadDrawing(name, locale).then(
      (drawing) => current && setWholeSvg(drawing),
      (error: unknown) => current && setFailure(String(error)),
    );
    return () => {
      current = false;
    };
  }, [name, locale, opened]);

  if (failure) return <Alert color="red">{failure}</Alert>;
  const loading = <Loader role="status" aria-label={label} />;
  const svg = overview ?? wholeSvg;
  // The live state's boxes in the whole drawing, which is rendered without it.
  const liveBoxes = active ? active.split(' ').map(drawnStateSelector).join(', ') : '';
  if (!svg) return loading;
  const openState = (id: Opened) => {
    setWholeSvg(undefined);
    setOpened(id);
  };
  const onTooLarge = () => {
    setTooLarge(true);
    if (opened === undefined && !wholeChosen) openState(machine.id);
  };
  const onStateClick = (elementId: string) => {
    if (opened === undefined) return;
    const clicked = openableIn(machine, opened).find((child) =>
      elementId.includes(`-${mermaidId(child)}-`),
    );
    if (clicked) openState(clicked.id);
  };
  return (
    <Stack gap="xs">
      <DiagramLevel
        machine={machine}
        opened={opened}
        tooLarge={tooLarge}
        onOpen={openState}
        onWhole={() => {
          setWholeChosen(true);
          openState(undefined);
        }}
      />
      <Suspense fallback={loading}>
        <ZoomableSvg
          key={opened ?? ''}
          name={name}
          label={label}
          svg={svg}
          onTooLarge={onTooLarge}
          onStateClick={onStateClick}
          whole={opened !== undefined}
          revealActive={following}
          highlight={opened === undefined ? liveBoxes : undefined}
        />
      </Suspense>
    </Stack>
  );
}

/** Which part of the machine is drawn, and buttons to open a closed state, go up, or see all. */
function DiagramLevel({
  machine,
  opened,
  tooLarge,
  onOpen,
  onWhole,
}: {
  machine: AnyStateMachine;
  opened: Opened;
  tooLarge: boolean;
  onOpen: (id: Opened) => void;
  onWhole: () => void;
}) {
  const t = usePageT(flowsText);
  const describe = useDescribe();
  if (opened === undefined) {
    if (!tooLarge) return null;
    return (
      <Button size="xs" variant="default" w="fit-content" onClick={() => onOpen(machine.id)}>
        {t('flows.showOverview')}
      </Button>
    );
  }
  const state = stateOf(machine, opened);
  const nameOf = (node: AnyStateNode) => describe('state', node.path.join('.')) ?? node.key;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('flows.overview')}
        {state.parent && ` ${nameOf(state)}`}
      </Text>
      <Group gap="xs">
        {openableIn(machine, opened).map((child) => (
          <Button
            key={child.id}
            size="xs"
            variant="light"
            onClick={() => onOpen(child.id)}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            h="auto"
            py={4}
          >
            {t('flows.openState')}: {nameOf(child)}
          </Button>
        ))}
        {state.parent && (
          <Button
            size="xs"
            variant="default"
            onClick={() => onOpen(state.parent!.parent ? state.parent!.id : machine.id)}
          >
            {t('flows.levelUp')}
          </Button>
        )}
        <Button size="xs" variant="default" onClick={onWhole}>
          {t('flows.wholeDiagram')}
        </Button>
      </Group>
    </Stack>
  );
}
