import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { machineRegistry } from '../../machines/registry';
import { machineWalks } from '../../machines/walks';
import { startOnPathFakes } from '../../machines/support/drive-path';
import { eventTemplate } from '../../machines/support/event-templates';
import { acceptedEvents } from '../../machines/support/live-state';
import { checkEvent } from '../../machines/support/machine-schemas';
import { pathsToEveryState } from '../../machines/support/qa-paths';
import { failedActors } from './support/failed-actors';

type Payload = (template: Record<string, unknown>) => unknown;

/** Payloads QA may type: empty, anything, the template, or the template with a field changed. */
const payloads: fc.Arbitrary<Payload> = fc.oneof(
  fc.constant(() => ({})),
  fc.jsonValue({ maxDepth: 3 }).map((value) => () => value),
  fc.constant<Payload>((template) => template),
  fc.tuple(fc.nat(), fc.jsonValue({ maxDepth: 2 })).map(([index, value]): Payload => (template) => {
    const keys = Object.keys(template);
    if (keys.length === 0) return { extra: value };
    return { ...template, [keys[index % keys.length]!]: value };
  }),
);

/**
 * What the /flows inspector does with each event QA sends (inspector-panel.tsx): it checks the
 * event against the machine's schemas and sends it only when it fits.
 */
describe('events sent from the inspector never break a flow', () => {
  it.each(machineRegistry)(
    '$name: every event it accepts, with random and empty payloads, in the states its QA paths reach',
    { timeout: 120_000 },
    async ({ name, machine }) => {
      const paths = pathsToEveryState(machine, machineWalks[name]!());
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.nat(paths.length - 1),
          fc.nat(),
          payloads,
          async (pathIndex, eventIndex, payload) => {
            const path = paths[pathIndex]!;
            const run = startOnPathFakes(machine, path.input);
            for (const event of path.events) await run.play(event);
            // A finished flow takes no more events.
            const snapshot = run.actor.getSnapshot();
            const accepted = snapshot.status === 'active' ? acceptedEvents(snapshot) : [];
            const type = accepted[eventIndex % Math.max(accepted.length, 1)];
            if (type) {
              const checked = checkEvent(machine, type, payload(eventTemplate(machine, type)));
              if (checked.ok) {
                sent += 1;
                await run.play(checked.event);
              }
            }
            expect(failedActors(run.actor)).toEqual([]);
            run.actor.stop();
          },
        ),
        { numRuns: 80 },
      );
      // The templates and the changes that keep the shape get through; the rest is refused.
      expect(sent).toBeGreaterThan(0);
    },
  );
});
