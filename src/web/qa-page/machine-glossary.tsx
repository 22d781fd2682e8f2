import { Code, Stack, Table, Title } from '@mantine/core';
import type { AnyStateMachine } from 'xstate';
import { plainWords, stateNodesOf } from '../../../machines/support/transitions';
import { usePageT } from '../strings/i18n';
import { flowsText } from '../strings/page-text/flows';
import { useDescribe } from './use-describe';

/** A machine's states and guards in plain words, in the page's language. */
export function MachineGlossary({ name, machine }: { name: string; machine: AnyStateMachine }) {
  const t = usePageT(flowsText);
  const describe = useDescribe();
  const states = stateNodesOf(machine)
    .slice(1)
    .map((node) => node.path.join('.'));
  const guards = Object.keys(machine.implementations.guards);
  const headingId = `glossary-${name}`;
  const rows = (kind: 'state' | 'guard', names: string[]) =>
    names.map((entry) => (
      <Table.Tr key={entry}>
        <Table.Td>
          <Code style={{ overflowWrap: 'anywhere' }}>
            {kind === 'guard' ? plainWords(entry) : entry}
          </Code>
        </Table.Td>
        <Table.Td>{describe(kind, entry)}</Table.Td>
      </Table.Tr>
    ));
  const table = (caption: string, body: ReturnType<typeof rows>) => (
    <Table captionSide="top" striped>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('flows.name')}</Table.Th>
          <Table.Th scope="col">{t('flows.meaning')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{body}</Table.Tbody>
    </Table>
  );
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} id={headingId}>
        {t('flows.glossary')}: {name}
      </Title>
      {table(t('flows.states'), rows('state', states))}
      {guards.length > 0 && table(t('flows.guards'), rows('guard', guards))}
    </Stack>
  );
}
