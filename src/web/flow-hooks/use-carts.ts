import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { afterPurchaseMachine } from '../../../machines/after-purchase/after-purchase.machine';
import type { CartEvent } from '../../../machines/cart-shared/cart.types';
import type { companyCartMachine } from '../../../machines/company-cart/company-cart.machine';
import type { individualCartMachine } from '../../../machines/individual-cart/individual-cart.machine';
import { useScopedFlow } from './flow-scope';

/** What a cart view can ask of either cart. */
function cartIntents(actor: { send: (event: CartEvent) => void }) {
  return {
    /** The current step's form; the machine checks it with the step's schema. */
    submitStep: (values: Record<string, unknown>) =>
      actor.send({ type: 'cart.submitStep', values }),
    back: () => actor.send({ type: 'cart.back' }),
    /** The fields of the step's form that differ from what it showed when it opened. */
    editStep: (step: string, changedFields: string[]) =>
      actor.send({ type: 'cart.editStep', step, changedFields }),
    /** The summary's start date; the machine checks it with the start-date schema. */
    chooseStartDate: (beginDate: string) => actor.send({ type: 'cart.chooseStartDate', beginDate }),
    /** The card number as typed: the machine keeps only its BIN, to fill bank and card type. */
    typeCardNumber: (cardNumber: string) => actor.send({ type: 'cart.typeCardNumber', cardNumber }),
    chooseBank: (bank: string) => actor.send({ type: 'cart.chooseBank', bank }),
    chooseCardType: (cardType: string) => actor.send({ type: 'cart.chooseCardType', cardType }),
    retryEmission: () => actor.send({ type: 'cart.retryEmission' }),
    correctData: () => actor.send({ type: 'cart.correctData' }),
  };
}

/** Reads the individual cart of the `<FlowScope flow="individualCart">` around. */
export const useIndividualCart = <TSlice>(
  selector: (snapshot: SnapshotFrom<typeof individualCartMachine>) => TSlice,
) => useSelector(useScopedFlow('individualCart'), selector);

export function useIndividualCartIntents() {
  const actor = useScopedFlow('individualCart');
  return useMemo(() => cartIntents(actor), [actor]);
}

/** Reads the company cart of the `<FlowScope flow="companyCart">` around. */
export const useCompanyCart = <TSlice>(
  selector: (snapshot: SnapshotFrom<typeof companyCartMachine>) => TSlice,
) => useSelector(useScopedFlow('companyCart'), selector);

export function useCompanyCartIntents() {
  const actor = useScopedFlow('companyCart');
  return useMemo(() => cartIntents(actor), [actor]);
}

/** Reads the after-purchase flow of the `<FlowScope flow="afterPurchase">` around. */
export const useAfterPurchase = <TSlice>(
  selector: (snapshot: SnapshotFrom<typeof afterPurchaseMachine>) => TSlice,
) => useSelector(useScopedFlow('afterPurchase'), selector);

export function useAfterPurchaseIntents() {
  const actor = useScopedFlow('afterPurchase');
  return useMemo(
    () => ({
      resendLink: () => actor.send({ type: 'afterPurchase.resendLink' }),
      downloadPolicy: () => actor.send({ type: 'afterPurchase.download' }),
      login: (emailAddress: string, password: string) =>
        actor.send({ type: 'afterPurchase.login', emailAddress, password }),
    }),
    [actor],
  );
}
