import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { machineRegistry } from '../../machines/registry';
import { machineWalks } from '../../machines/qa/walks';
import { eventTemplate } from '../../machines/qa/event-templates';
import { checkEvent, schemasOf } from '../../machines/support/machine-schemas';
import { pathsToEveryState } from '../../machines/qa/qa-paths';
import { definedTransitions } from '../../machines/support/transitions';
import { appMachine } from '../../machines/app/app.machine';
import { quoteWizardMachine } from '../../machines/quote-wizard/quote-wizard.machine';

/** The events anyone outside the machine may send: not xstate's own, nor the wildcard. */
const sendableEvents = (machine: (typeof machineRegistry)[number]['machine']) => [
  ...new Set(
    definedTransitions(machine)
      .map((transition) => transition.eventType)
      .filter((type) => type && type !== '*' && !type.startsWith('xstate.')),
  ),
];

const cases = machineRegistry.flatMap(({ name, machine }) =>
  sendableEvents(machine).map((type) => ({ name, machine, type })),
);

const withoutType = ({ type: _type, ...payload }: AnyEventObject) => payload;

describe('every event a machine accepts has a schema and a template', () => {
  it('lists the events of every machine', () => {
    expect(cases.length).toBeGreaterThan(60);
    for (const { machine } of machineRegistry) expect(schemasOf(machine)).toBeDefined();
  });

  it.each(cases)('$name accepts $type with its own template', ({ machine, type }) => {
    const checked = checkEvent(machine, type, eventTemplate(machine, type));
    expect(checked).toMatchObject({ ok: true, event: { type } });
  });

  it.each(machineRegistry)(
    '$name: every event its QA paths send fits its schemas',
    ({ name, machine }) => {
      const sendable = new Set(sendableEvents(machine));
      const sent = pathsToEveryState(machine, machineWalks[name]!())
        .flatMap((path) => path.events)
        .filter((event) => sendable.has(event.type));
      expect(sent.length).toBeGreaterThan(0);
      for (const event of sent) {
        expect(checkEvent(machine, event.type, withoutType(event)), event.type).toMatchObject({
          ok: true,
        });
      }
    },
  );
});

describe('an event of the wrong shape is refused, saying which field', () => {
  it('refuses the payloads that once replaced the app with “Algo salió mal”', () => {
    const cartRestored = checkEvent(appMachine, 'session.cartRestored', {});
    expect(cartRestored.ok).toBe(false);
    expect(cartRestored).toMatchObject({
      problems: expect.arrayContaining([expect.stringMatching(/^inputs: /)]),
    });
    expect(checkEvent(appMachine, 'quotation.selected', {}).ok).toBe(false);
    expect(
      checkEvent(quoteWizardMachine, 'wizard.selectSubBrand', { subbrand: null }),
    ).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^subbrand: /)],
    });
  });

  it('names the nested field at fault and drops fields the event does not have', () => {
    const subbrand = { id: '1', name: 7, brandId: '1', brandName: 'NISSAN' };
    expect(checkEvent(quoteWizardMachine, 'wizard.selectSubBrand', { subbrand })).toMatchObject({
      problems: [expect.stringMatching(/^subbrand\.name: /)],
    });
    expect(
      checkEvent(quoteWizardMachine, 'wizard.selectModelYear', { year: 2020, extra: 1 }),
    ).toEqual({
      ok: true,
      event: { type: 'wizard.selectModelYear', year: 2020 },
    });
  });

  it('refuses an event type the machine does not declare', () => {
    expect(checkEvent(quoteWizardMachine, 'cart.back', {})).toEqual({
      ok: false,
      problems: ['cart.back: not an event this flow accepts'],
    });
  });
});
