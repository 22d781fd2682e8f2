import { describe, it } from 'vitest';
import { individualCartMachine } from '../../machines/individual-cart/individual-cart.machine';
import { individualCartWalk } from '../../machines/qa/samples/individual-cart.samples';
import { expectFullCoverage, walkOf } from './support/model';

describe('individual cart: model-based coverage', () => {
  it(
    'takes every transition, enters every state and sees every guard both ways',
    { timeout: 90_000 },
    () => {
      expectFullCoverage(walkOf(individualCartMachine, individualCartWalk));
    },
  );
});
