import { useState } from 'react';
import { Alert, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { MachineEntry } from '../../../machines/support/machine-entry';
import type { QaPath } from '../../../machines/qa/qa-paths';
import { usePageT } from '../strings/i18n';
import { flowsText } from '../strings/page-text/flows';
import { stopQaRun, useQaRun } from './qa-runs';
import { goToStateInApp, type AppOpening } from './open-in-app';
import { useDescribe } from './use-describe';
import { GrowingTextarea } from './growing-textarea';
import { useAppActor } from '../flow-hooks/app-provider';
import type { FlowsTextKey } from '../strings/page-text/flows';

const reachedOf = (path: QaPath) => path.leaves.join(' + ');

const loadPathTools = () => import('./qa-path-tools');

const openingText: Record<AppOpening['kind'], FlowsTextKey> = {
  opened: 'flows.openedInApp',
  onlyHere: 'flows.onlyHere',
  blocked: 'flows.tabBlocked',
  refused: 'flows.notOpenable',
};

/** What the opening adds to its message: the page opened, or what the app refused. */
const openingDetail = (opening: AppOpening) =>
  opening.kind === 'opened'
    ? opening.route
    : opening.kind === 'refused'
      ? opening.problems.join(' · ')
      : '';

/** The machine's diagram on screen: the state the path reached is highlighted there. */
const showDiagramOf = (name: string) =>
  document.querySelector(`[data-machine="${name}"]`)?.scrollIntoView({ block: 'center' });

/**
 * Paths for QA: the shortest way to each state of the machine (its model walk, the one its
 * coverage test takes), each with its events, 'Ir a este estado' and 'Copiar como prueba'.
 */
export function QaPathsPanel({ entry }: { entry: MachineEntry }) {
  const t = usePageT(flowsText);
  const [paths, setPaths] = useState<QaPath[]>();
  // The paths' tooling is loading (the first list of the page).
  const [listing, setListing] = useState(false);
  const [copied, setCopied] = useState<{ path: QaPath; text: string; onClipboard: boolean }>();
  const run = useQaRun(entry.name);
  const app = useAppActor();
  const [opening, setOpening] = useState<AppOpening>();
  const headingId = `qa-paths-${entry.name}`;

  const goTo = async (path: QaPath) => {
    setOpening(undefined);
    const opened = goToStateInApp(app, entry, path);
    showDiagramOf(entry.name);
    setOpening(await opened);
  };
  const listPaths = async () => {
    setListing(true);
    const { pathsToEveryState, machineWalks } = await loadPathTools();
    setPaths(pathsToEveryState(entry.machine, machineWalks[entry.name]!()));
  };
  const copy = async (path: QaPath) => {
    const text = (await loadPathTools()).pathAsTest(entry, path);
    // The clipboard may be refused (an insecure origin, a denied permission): the text shows.
    const onClipboard = await navigator.clipboard?.writeText(text).then(
      () => true,
      () => false,
    );
    setCopied({ path, text, onClipboard: onClipboard ?? false });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} id={headingId}>
        {t('flows.paths')}: {entry.name}
      </Title>
      {run && (
        <Alert role="status" title={`${t('flows.qaRun')} ${reachedOf(run.path)}`}>
          {opening && (
            <Text size="sm" mb="xs" style={{ overflowWrap: 'anywhere' }}>
              {t(openingText[opening.kind])} {openingDetail(opening)}
            </Text>
          )}
          <Button size="xs" variant="default" onClick={() => stopQaRun(entry.name)}>
            {t('flows.backToApp')}
          </Button>
        </Alert>
      )}
      {paths ? (
        <Stack component="ol" gap="sm" aria-label={`${t('flows.paths')}: ${entry.name}`}>
          {paths.map((path) => (
            <QaPathItem
              key={reachedOf(path)}
              path={path}
              onGo={() => void goTo(path)}
              onCopy={() => void copy(path)}
            />
          ))}
        </Stack>
      ) : (
        <Button variant="light" onClick={() => void listPaths()} loading={listing} w="fit-content">
          {t('flows.showPaths')} {entry.name}
        </Button>
      )}
      {copied && (
        <GrowingTextarea
          readOnly
          label={`${t('flows.testOf')} ${reachedOf(copied.path)}`}
          description={t(copied.onClipboard ? 'flows.copied' : 'flows.copyByHand')}
          value={copied.text}
          maxRows={16}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        />
      )}
    </Stack>
  );
}

function QaPathItem({
  path,
  onGo,
  onCopy,
}: {
  path: QaPath;
  onGo: () => void;
  onCopy: () => void;
}) {
  const t = usePageT(flowsText);
  const describe = useDescribe();
  const reached = reachedOf(path);
  const sequence = path.events.map((event) => event.type).join(' → ');
  return (
    <Stack component="li" gap={4}>
      <Text fw={700}>{reached}</Text>
      {path.leaves.map((leaf) => (
        <Text key={leaf} size="sm">
          {describe('state', leaf)}
        </Text>
      ))}
      <Text size="sm" c="dimmed">
        {t('flows.pathStart')}: {path.start} · {path.events.length} {t('flows.pathEvents')}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {sequence || t('flows.initialState')}
      </Code>
      <Group gap="xs">
        <Button size="xs" onClick={onGo} aria-label={`${t('flows.goTo')}: ${reached}`}>
          {t('flows.goTo')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={onCopy}
          aria-label={`${t('flows.copyAsTest')}: ${reached}`}
        >
          {t('flows.copyAsTest')}
        </Button>
      </Group>
    </Stack>
  );
}
