import type { CardType } from '../../domain/payment/card';

/**
 * What the sandbox gateway does with a card. Tokenisation refusals answer at once; the others
 * show when the card is charged: at authorisation (nothing is issued), at capture, after the
 * insurer issued the policy (the policy stays active with its payment pending), or at the later
 * instalments of a plan.
 */
export type CardBehaviour =
  | 'approve'
  | 'slowApproval'
  | 'decline'
  | 'insufficientFunds'
  | 'notValidForInsurer'
  | 'cardTypeNotAllowed'
  | 'captureDeclined'
  | 'laterChargesDeclined'
  | 'expiredCard'
  | 'incorrectSecurityCode';

export interface TestCard {
  number: string;
  cardType: CardType;
  behaviour: CardBehaviour;
  /** What it is for, as a processor's test-card page would say. */
  purpose: string;
}

/**
 * The sandbox's published test cards (any future expiry, any CVV of the brand's length). Every
 * other number that passes the card checks is approved, with its type from the BIN table.
 */
export const testCards: readonly TestCard[] = [
  {
    number: '4242424242424242',
    cardType: 'credit',
    behaviour: 'approve',
    purpose: 'Visa crédito aprobada',
  },
  {
    number: '5555555555554444',
    cardType: 'credit',
    behaviour: 'approve',
    purpose: 'Mastercard crédito aprobada',
  },
  {
    number: '4000000000001018',
    cardType: 'credit',
    behaviour: 'slowApproval',
    purpose: 'Aprobada, pero el banco tarda en autorizar (la emisión queda en proceso)',
  },
  {
    number: '4000000000000002',
    cardType: 'credit',
    behaviour: 'decline',
    purpose: 'Rechazada por el banco',
  },
  {
    number: '4000000000009995',
    cardType: 'debit',
    behaviour: 'insufficientFunds',
    purpose: 'Fondos insuficientes',
  },
  {
    number: '4000000000000101',
    cardType: 'credit',
    behaviour: 'notValidForInsurer',
    purpose: 'No válida para la aseguradora',
  },
  {
    number: '4000056655665556',
    cardType: 'debit',
    behaviour: 'cardTypeNotAllowed',
    purpose: 'Tipo de tarjeta no permitido por la aseguradora',
  },
  {
    number: '4000000000000341',
    cardType: 'credit',
    behaviour: 'captureDeclined',
    purpose: 'Autoriza, pero el cobro falla tras la emisión (pago pendiente)',
  },
  {
    number: '4000000000000267',
    cardType: 'credit',
    behaviour: 'laterChargesDeclined',
    purpose: 'Paga la emisión; rechaza los cargos de las mensualidades siguientes',
  },
  {
    number: '4000000000000069',
    cardType: 'credit',
    behaviour: 'expiredCard',
    purpose: 'Fecha de vencimiento rechazada',
  },
  {
    number: '4000000000000127',
    cardType: 'credit',
    behaviour: 'incorrectSecurityCode',
    purpose: 'Código de seguridad rechazado',
  },
];

/**
 * How long the bank of a 'slowApproval' card takes to authorise: longer than the emission call's
 * answer wait (EMISSION_ANSWER_WAIT_MS), so its buyer sees the policy-request loader and polls.
 */
export const slowApprovalMs = 5_000;

export function findTestCard(cardNumber: string): TestCard | undefined {
  return testCards.find((card) => card.number === cardNumber);
}
