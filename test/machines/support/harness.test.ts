import { describe, expect, it } from 'vitest';
import { fixtureMachine } from './fixture-machine';
import { afterEvent, doneEvent, errorEvent, expectFullCoverage, measureCoverage } from './model';
import { toMermaid } from '../../../machines/qa/to-mermaid';

const typed = { type: 'form.type', name: 'Ana', cardNumber: '4111111111111111' } as const;
const blank = { type: 'form.type', name: '', cardNumber: '' } as const;
const samples = [
  typed,
  blank,
  { type: 'form.submit', wantsExtras: true },
  { type: 'form.submit', wantsExtras: false },
  { type: 'form.back' },
  doneEvent('saveForm', 7),
  errorEvent('saveForm', new Error('down')),
  afterEvent('reminder', 'fixture.editing'),
] as never[];

describe('model-based harness', () => {
  it('takes every transition, always and after included, and sees each guard both ways', () => {
    const report = expectFullCoverage({ machine: fixtureMachine, events: samples, input: {} });
    expect(report.transitions.taken).toBe(report.transitions.defined);
    expect(report.transitions.defined).toBe(11);
  });

  it('reports the eventless skip as missing when no sample reaches it', () => {
    const withoutBlankName = samples.filter((event) => event !== blank);
    const report = measureCoverage({
      machine: fixtureMachine,
      events: withoutBlankName,
      input: { name: 'Ana' },
    });
    expect(report.transitions.missing).toContain(
      'fixture.checking | always | not (has name) | fixture.editing',
    );
    expect(report.guards.oneWay.map((guard) => guard.name)).toContain('hasName');
  });

  it('reports a delay nobody waited for as missing', () => {
    const report = measureCoverage({
      machine: fixtureMachine,
      input: {},
      events: samples.filter(
        (event) => !(event as { type: string }).type.startsWith('xstate.after'),
      ),
    });
    expect(report.transitions.missing).toEqual([
      'fixture.editing | xstate.after.reminder.fixture.editing |  | fixture.reminded',
      'fixture.reminded | form.back |  | fixture.editing',
    ]);
    expect(report.states.missing).toEqual(['fixture.reminded']);
  });
});

describe('diagram', () => {
  const diagram = toMermaid(fixtureMachine);

  it('draws eventless skips with their guard, delays and actor results', () => {
    expect(diagram).toContain('fixture_checking --> fixture_editing : always [not (has name)]');
    expect(diagram).toContain('fixture_checking --> fixture_saving : always');
    expect(diagram).toContain('fixture_editing --> fixture_reminded : after reminder');
    expect(diagram).toContain('fixture_saving --> fixture_saved : done save form');
    expect(diagram).toContain('fixture_editing --> fixture_extras : form.submit [wants extras]');
    expect(diagram).toContain('fixture_saving : invokes saveForm');
  });

  it('nests compound states, separates parallel regions and marks the final state', () => {
    expect(diagram).toMatch(/state fixture_extras \{\n\s+state "left" as fixture_extras_left\n/);
    expect(diagram).toMatch(/\}\n\s+--\n\s+state "right"/);
    expect(diagram).toContain('fixture_saved --> [*]');
    expect(diagram).toContain('fixture_editing --> fixture_editing : form.type');
  });

  it('notes a composite state beside it, since Mermaid refuses its description line', () => {
    // In the block form: its text may hold a ':', which ends a one-line note.
    expect(diagram).toMatch(
      /note right of fixture_extras\n\s+Optional extras: chosen side by side\.\n\s+end note/,
    );
    expect(diagram).not.toMatch(/^\s*fixture_extras : /m);
  });
});
