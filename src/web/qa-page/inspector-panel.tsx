import { useState, useSyncExternalStore } from 'react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { acceptedEvents } from '../../../machines/qa/live-state';
import { eventTemplate } from '../../../machines/qa/event-templates';
import { checkEvent } from '../../../machines/support/machine-schemas';
import { useEventLog } from '../flow-hooks/app-provider';
import { useActorSelector } from '../flow-hooks/use-flow';
import { useShownActor } from './qa-runs';
import { GrowingTextarea } from './growing-textarea';
import { usePageT } from '../strings/i18n';
import { flowsText } from '../strings/page-text/flows';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Long values wrap instead of scrolling: a scrolling block would need its own tab stop. */
const wrapped = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The machine an actor runs (its snapshot's: a flow loaded later has it once it runs). */
function machineOf(actor: AnyActorRef) {
  const snapshot: AnyMachineSnapshot = actor.getSnapshot();
  return snapshot.machine;
}

/** The event without its type, on one line, for the event log. */
function payloadOf({ type: _type, ...payload }: { type: string }): string {
  return JSON.stringify(payload);
}

/**
 * The offline inspector (no Stately site needed): a running flow's state, context, last
 * events, and the events it accepts now, each with a button that sends it.
 */
export function InspectorPanel({ name }: { name: string }) {
  const t = usePageT(flowsText);
  const eventLog = useEventLog();
  const actor = useShownActor(name);
  const view = useActorSelector(actor, (snapshot) => ({
    value: json(snapshot.value),
    context: json(snapshot.context),
    accepted: acceptedEvents(snapshot).join(' '),
  }));
  const events = useSyncExternalStore(eventLog.subscribe, () => eventLog.of(name));
  const [payload, setPayload] = useState('{}');
  const [payloadError, setPayloadError] = useState<string>();
  const headingId = `inspector-${name}`;

  if (!actor || !view) return <Text c="dimmed">{t('flows.notRunning')}</Text>;

  const send = (type: string) => {
    let data: unknown;
    try {
      data = JSON.parse(payload || '{}');
    } catch {
      setPayloadError(t('flows.invalidPayload'));
      return;
    }
    // A payload of the wrong shape would reach the flow's actions and views unchecked.
    const checked = checkEvent(machineOf(actor), type, data);
    if (!checked.ok) {
      setPayloadError(`${t('flows.payloadRefused')} ${checked.problems.join(' · ')}`);
      return;
    }
    setPayloadError(undefined);
    actor.send(checked.event);
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} id={headingId}>
        {t('flows.inspector')}: {name}
      </Title>
      <Title order={4}>{t('flows.state')}</Title>
      <Code block data-testid={`state-${name}`} style={wrapped}>
        {view.value}
      </Code>
      <Title order={4}>{t('flows.accepted')}</Title>
      <GrowingTextarea
        label={t('flows.payload')}
        value={payload}
        onChange={(event) => setPayload(event.currentTarget.value)}
        error={payloadError}
        rows={1}
      />
      <Group gap="xs">
        {view.accepted
          .split(' ')
          .filter(Boolean)
          .map((type) => (
            <Group key={type} gap={2} wrap="nowrap">
              <Button size="xs" variant="light" onClick={() => send(type)}>
                {t('flows.send')} {type}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                aria-label={`${t('flows.template')} ${type}`}
                onClick={() => setPayload(json(eventTemplate(machineOf(actor), type)))}
              >
                {t('flows.template')}
              </Button>
            </Group>
          ))}
      </Group>
      <Title order={4}>{t('flows.events')}</Title>
      {events.length === 0 ? (
        <Text c="dimmed">{t('flows.noEvents')}</Text>
      ) : (
        <Stack component="ol" gap={2} aria-label={t('flows.events')}>
          {events.map(({ at, event }) => (
            <Text component="li" key={`${at}-${event.type}`} size="sm">
              <time dateTime={new Date(at).toISOString()}>{new Date(at).toLocaleTimeString()}</time>{' '}
              <Code>{event.type}</Code> <Code style={wrapped}>{payloadOf(event)}</Code>
            </Text>
          ))}
        </Stack>
      )}
      <Title order={4}>{t('flows.context')}</Title>
      <Code block style={wrapped}>
        {view.context}
      </Code>
    </Stack>
  );
}
