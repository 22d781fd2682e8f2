import { createActor, type Actor } from 'xstate';
import { individualCartMachine } from '../../machines/individual-cart/individual-cart.machine';
import type { IndividualCartInput } from '../../machines/individual-cart/individual-cart.types';
import {
  individualInput,
  individualValues,
} from '../../machines/qa/samples/individual-cart.samples';
import { submit, validValues } from './cart-fixtures';
import { fakeCartActors, settle, type FakeAnswers } from './cart-fakes';

export { individualInput, individualValues };

export function startIndividualCart(
  input: IndividualCartInput = individualInput(),
  answers: FakeAnswers = {},
) {
  const { actors, backend } = fakeCartActors(answers);
  const machine = individualCartMachine.provide({ actors });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, backend, machine };
}

type IndividualActor = Actor<typeof individualCartMachine>;

/** The buyer's answer at each step of a complete purchase. */
export const individualAnswers: Record<string, Record<string, unknown>> = {
  ...individualValues,
  contact: validValues.contact,
  address: validValues.address,
  plates: validValues.plates,
  vehicle: validValues.vehicleFinanced,
  beneficiary: validValues.beneficiary,
  invoice: validValues.invoice,
  payment: validValues.payment,
};

/** Submits valid answers until the cart reaches `target` (or leaves the form steps). */
export async function fillUntil(actor: IndividualActor, target: string) {
  for (let guard = 0; guard < 20; guard += 1) {
    await settle();
    const state = actor.getSnapshot().value as string;
    const answer = individualAnswers[state];
    if (state === target || !answer) return;
    actor.send(submit(answer));
  }
}
