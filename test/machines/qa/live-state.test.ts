import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { acceptedEvents, activeStateIds } from '../../../machines/qa/live-state';
import { fixtureMachine } from '../support/fixture-machine';
import { withHeldActors } from '../../../machines/qa/model-walk';

describe('live state of a running actor', () => {
  it('names the active states, ancestors and parallel regions included', () => {
    expect(activeStateIds('fixture', { extras: { left: 'a', right: 'c' } }).sort()).toEqual([
      'fixture.extras',
      'fixture.extras.left',
      'fixture.extras.left.a',
      'fixture.extras.right',
      'fixture.extras.right.c',
    ]);
  });

  it('lists the events the current state accepts, without xstate’s own', () => {
    const actor = createActor(withHeldActors(fixtureMachine), { input: {} }).start();
    expect(acceptedEvents(actor.getSnapshot()).sort()).toEqual(['form.submit', 'form.type']);
    actor.send({ type: 'form.submit', wantsExtras: true });
    expect(acceptedEvents(actor.getSnapshot()).sort()).toEqual(['form.back', 'form.submit']);
  });
});
