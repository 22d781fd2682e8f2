import { createActor, fromPromise, type Actor } from 'xstate';
import type { QuoteRequest } from '../../src/api/quotation';
import type { Quotation } from '../../src/domain/quotation';
import { companyCartMachine } from '../../machines/company-cart/company-cart.machine';
import type { CompanyCartInput } from '../../machines/company-cart/company-cart.types';
import {
  companyInput,
  companyValues,
  updatedQuotation,
} from '../../machines/company-cart/company-cart.samples';
import { submit, validValues } from './cart-fixtures';
import { fakeCartActors, settle, type FakeAnswers } from './cart-fakes';

export { companyInput, companyValues, updatedQuotation };

export interface CompanyFakeAnswers extends FakeAnswers {
  quotation?: () => Promise<Quotation>;
}

export function startCompanyCart(
  input: CompanyCartInput = companyInput(),
  answers: CompanyFakeAnswers = {},
) {
  const { actors, backend } = fakeCartActors(answers);
  const quotes: { quote: QuoteRequest; providerCode: string }[] = [];
  const machine = companyCartMachine.provide({
    actors: {
      ...actors,
      updateQuotation: fromPromise<Quotation, { quote: QuoteRequest; providerCode: string }>(
        async ({ input: update }) => {
          quotes.push(update);
          return answers.quotation ? answers.quotation() : updatedQuotation;
        },
      ),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, backend, machine, quotes };
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
