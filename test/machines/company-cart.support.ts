import { createActor, fromPromise, type Actor } from 'xstate';
import type { QuoteRequest } from '../../src/api/quotation';
import type { Quotation } from '../../src/domain/quotation';
import { companyCartMachine } from '../../machines/company-cart/company-cart.machine';
import type { CompanyCartInput } from '../../machines/company-cart/company-cart.types';
import { cartBasics, quotationOf as cartQuotationOf, submit, validValues } from './cart-fixtures';
import { quotationOf } from './quotation-support';
import { fakeCartActors, settle, type FakeAnswers } from './cart-fakes';

export const companyInput = (overrides: Partial<CompanyCartInput> = {}): CompanyCartInput => ({
  ...cartBasics,
  quotation: cartQuotationOf({ providerCode: 'gds' }),
  constitutionDate: '2001-05-10',
  quoteRequest: {
    versionId: 'version-0',
    model: 2022,
    postalCode: '45010',
    personType: 'legal',
    gender: 'company',
    birthdate: '2001-05-10',
    package: 0,
    paymentFrequency: 0,
  },
  ...overrides,
});

export const companyValues = {
  companyName: { companyName: 'Transportes Ágiles del Norte, S.A. de C.V.' },
  serialNumbers: {
    vin: '3VWFE21C04M000001',
    engineNumber: 'CBP 123456',
    privacyNoticeAccepted: true,
  },
  individualBeneficiary: {
    fiscalRegime: 'individual',
    firstName: 'Marta',
    paternalSurname: 'Ruiz',
    maternalSurname: 'Soto',
    birthdate: '02/02/1970',
    tin: 'RUSM7002025Q3',
  },
} as const;

/** The quotation answered when the cart updates it before payment. */
export const updatedQuotation = quotationOf('gds', 0, { id: 'quotation-2', paymentFrequency: 4 });

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
