import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { machineRegistry } from '../../machines/registry';
import { machineWalks } from '../../machines/qa/walks';
import { startOnPathFakes } from '../../machines/qa/drive-path';
import { eventTemplate } from '../../machines/qa/event-templates';
import { acceptedEvents } from '../../machines/qa/live-state';
import { checkEvent, schemasOf } from '../../machines/support/machine-schemas';
import { pathsToEveryState } from '../../machines/qa/qa-paths';
import { failedActors } from './support/failed-actors';

type Payload = (template: Record<string, unknown>) => unknown;

/** A payload QA may type at random: anything, or the template with a field changed. */
const randomPayloads: fc.Arbitrary<Payload> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => () => value),
  fc.tuple(fc.nat(), fc.jsonValue({ maxDepth: 2 })).map(([index, value]): Payload => (template) => {
    const keys = Object.keys(template);
    if (keys.length === 0) return { extra: value };
    return { ...template, [keys[index % keys.length]!]: value };
  }),
);

/** Payloads QA may type: empty, the template, or a random one. */
const payloads: fc.Arbitrary<Payload> = fc.oneof(
  fc.constant(() => ({})),
  fc.constant<Payload>((template) => template),
  randomPayloads,
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

  it.each(machineRegistry)(
    '$name: every event it declares, empty, as its template and with a random payload, in a state that accepts it',
    { timeout: 120_000 },
    async ({ name, machine }) => {
      const paths = pathsToEveryState(machine, machineWalks[name]!());
      const types = Object.keys(schemasOf(machine)!.events);
      // Where each event is accepted: the first QA path whose state accepts it.
      const accepting = new Map<string, (typeof paths)[number]>();
      for (const path of paths) {
        const run = startOnPathFakes(machine, path.input);
        for (const event of path.events) await run.play(event);
        const snapshot = run.actor.getSnapshot();
        if (snapshot.status === 'active') {
          for (const type of acceptedEvents(snapshot))
            if (!accepting.has(type)) accepting.set(type, path);
        }
        run.actor.stop();
      }
      let sent = 0;
      const sendIn = async (type: string, payload: unknown) => {
        const path = accepting.get(type) ?? paths[0]!;
        const run = startOnPathFakes(machine, path.input);
        for (const event of path.events) await run.play(event);
        const checked = checkEvent(machine, type, payload);
        if (checked.ok) {
          sent += 1;
          await run.play(checked.event);
        }
        expect(failedActors(run.actor), `${type} ${JSON.stringify(payload)}`).toEqual([]);
        run.actor.stop();
      };
      await fc.assert(
        fc.asyncProperty(
          fc.array(randomPayloads, { minLength: types.length, maxLength: types.length }),
          async (random) => {
            for (const [index, type] of types.entries()) {
              const template = eventTemplate(machine, type);
              await sendIn(type, {});
              await sendIn(type, template);
              await sendIn(type, random[index]!(template));
            }
          },
        ),
        { numRuns: 2 },
      );
      // Every event is one the machine accepts somewhere, and every template gets through.
      expect(types.filter((type) => !accepting.has(type))).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(types.length * 2);
    },
  );
});
