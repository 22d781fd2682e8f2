import { useEffect } from 'react';
import { Box, Divider, Stack, Text, Title } from '@mantine/core';
import { machineRegistry } from '../../../machines/registry';
import { MachineDiagram } from '../qa-page/machine-diagram';
import { InspectorPanel } from '../qa-page/inspector-panel';
import { FlowCrash } from '../qa-page/flow-crash';
import { DiagramLegend } from '../qa-page/diagram-legend';
import { QaPathsPanel } from '../qa-page/qa-paths-panel';
import { MachineGlossary } from '../qa-page/machine-glossary';
import { useDescribe } from '../qa-page/use-describe';
import { stopEveryQaRun } from '../qa-page/qa-runs';
import { ErrorBoundary } from '../errors/error-boundary';
import { TitledPage } from '../components/titled-page';
import { usePageT } from '../strings/i18n';
import { flowsText } from '../strings/page-text/flows';
import './flows-page.css';

/** /flows: every flow's diagram with its live state, and the offline inspector (for QA). */
export function FlowsPage() {
  const t = usePageT(flowsText);
  const describe = useDescribe();
  // QA runs are the page's own actors: leaving it stops them.
  useEffect(() => stopEveryQaRun, []);
  return (
    <TitledPage title={t('page.flows')} intro={t('flows.intro')}>
      <DiagramLegend />
      {machineRegistry.map((entry) => (
        <Stack key={entry.name} component="section" aria-labelledby={`flow-${entry.name}`}>
          <Divider />
          <Title order={2} id={`flow-${entry.name}`}>
            {describe('title', entry.name)}
          </Title>
          <Text>{describe('machine', entry.name)}</Text>
          <ErrorBoundary fallback={<FlowCrash />}>
            <Box className="flow-panels">
              <MachineDiagram
                name={entry.name}
                machine={entry.machine}
                label={`${t('flows.diagram')}: ${describe('title', entry.name)}`}
              />
              <InspectorPanel name={entry.name} />
              <QaPathsPanel entry={entry} />
              <MachineGlossary name={entry.name} machine={entry.machine} />
            </Box>
          </ErrorBoundary>
        </Stack>
      ))}
    </TitledPage>
  );
}
