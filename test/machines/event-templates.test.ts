import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry';
import { eventTemplates, payloadIssues, templateOf } from '../../machines/support/event-templates';
import { definedTransitions } from '../../machines/support/transitions';

const acceptedTypes = new Set(
  machineRegistry.flatMap(({ machine }) =>
    definedTransitions(machine).map((transition) => transition.eventType),
  ),
);

describe('inspector payload templates', () => {
  it.each(Object.keys(eventTemplates))('%s is an event some machine accepts', (type) => {
    expect(acceptedTypes.has(type)).toBe(true);
  });

  it('accepts each template as it is offered', () => {
    for (const [type, template] of Object.entries(eventTemplates)) {
      expect(payloadIssues(template, template), type).toEqual([]);
    }
  });

  it('names the field of a payload with the wrong shape', () => {
    const template = templateOf('wizard.selectSubBrand');
    expect(payloadIssues(template, { subbrand: null })).toEqual([
      { field: 'subbrand', expected: 'object' },
    ]);
    expect(payloadIssues(template, { subbrand: { ...template.subbrand!, name: 7 } })).toEqual([
      { field: 'subbrand.name', expected: 'text' },
    ]);
    expect(payloadIssues(templateOf('wizard.selectModelYear'), { year: '2020' })).toEqual([
      { field: 'year', expected: 'number' },
    ]);
    expect(payloadIssues(templateOf('wizard.next'), {})).toEqual([]);
  });
});
