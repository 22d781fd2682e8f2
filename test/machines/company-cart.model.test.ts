import { describe, it } from 'vitest';
import { companyCartMachine } from '../../machines/company-cart/company-cart.machine';
import { companyCartWalk } from '../../machines/qa/samples/company-cart.samples';
import { expectFullCoverage, walkOf } from './support/model';

describe('company cart: model-based coverage', () => {
  it(
    'takes every transition, enters every state and sees every guard both ways',
    { timeout: 90_000 },
    () => {
      expectFullCoverage(walkOf(companyCartMachine, companyCartWalk));
    },
  );
});
