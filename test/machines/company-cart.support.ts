import { createActor, type Actor } from 'xstate';
import { companyCartMachine } from '../../machines/company-cart/company-cart.machine';
import type { CompanyCartInput } from '../../machines/company-cart/company-cart.types';
import { companyInput, companyValues } from '../../machines/qa/samples/company-cart.samples';
import { updatedQuotation } from '../../machines/qa/samples/cart-fixtures';
import { submit, validValues } from './cart-fixtures';
import { fakeCartActors, settle, type FakeAnswers } from './cart-fakes';

export { companyInput, companyValues, updatedQuotation };

export function startCompanyCart(
  input: CompanyCartInput = companyInput(),
  answers: FakeAnswers = {},
) {
  const { actors, backend } = fakeCartActors(answers);
  const machine = companyCartMachine.provide({ actors });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, backend, machine, quotes: backend.quotes };
}

type CompanyActor = Actor<typeof companyCartMachine>;

export const companyAnswers: Record<string, Record<string, unknown>> = {
  companyName: companyValues.companyName,
  contact: validValues.contact,
  address: validValues.address,
  plates: validValues.plates,
  vehicle: validValues.vehicleFinanced,
  beneficiary: validValues.beneficiary,
  serialNumbers: companyValues.serialNumbers,
  invoice: validValues.invoice,
  payment: validValues.payment,
};

/** Submits valid answers (the RFC as prefilled) until the cart reaches `target`. */
export async function fillCompanyUntil(actor: CompanyActor, target: string) {
  for (let guard = 0; guard < 20; guard += 1) {
    await settle();
    const snapshot = actor.getSnapshot();
    const state = snapshot.value as string;
    const answer = state === 'rfc' ? { rfc: snapshot.context.suggestedRfc } : companyAnswers[state];
    if (state === target || !answer) return;
    actor.send(submit(answer));
  }
}
