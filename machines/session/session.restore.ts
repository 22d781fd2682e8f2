import type { Gender, PersonType } from '../../src/domain/quote/person';
import { personTypeOf } from '../../src/domain/quote/person';
import type { RestoredCart } from '../../src/domain/validation/cart-request';
import type { QuoteChoices, QuoteInputs } from '../contracts/quotation-link';
import type { RestoredCatalogue } from './session.types';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The quote inputs a saved cart gives back, completed with the catalogue fetched again. */
export function quoteInputsFromCart(cart: RestoredCart, catalogue: RestoredCatalogue): QuoteInputs {
  const gender = (text(cart.client?.gender) || undefined) as Gender | undefined;
  const personType: PersonType = gender ? personTypeOf(gender) : 'natural';
  const birthdate = text(cart.client?.birthdate);
  const versionId = text(cart.vehicle?.versionId);
  const leadId = text(cart.client?.leadId);
  return {
    subbrandId: text(cart.store.subbrandId),
    subbrandName: catalogue.subbrandName,
    brandName: catalogue.brandName,
    modelId: text(cart.store.modelId),
    model: catalogue.model,
    postalCode: text(cart.client?.address?.postalCode),
    supportedInsurers: catalogue.supportedInsurers,
    personType,
    ...(gender ? { gender } : {}),
    ...(birthdate ? { birthdate } : {}),
    ...(versionId ? { versionId } : {}),
    ...(leadId ? { leadId } : {}),
  };
}

/**
 * The package and policy choices a saved cart gives back: the quote is priced with its payment
 * form, validity and indemnity value, and shows its package. The indemnity value is the one
 * saved, else the one its compensation value stands for (only invoice and commercial are kept).
 */
export function quoteChoicesFromCart(cart: RestoredCart): QuoteChoices {
  const policy = cart.policy ?? {};
  // The two compensation values are indemnity values of the same names.
  const indemnityValue = policy.indemnityValue ?? policy.compensationValue;
  return {
    ...(policy.package !== undefined ? { package: policy.package } : {}),
    policy: {
      ...(policy.paymentFrequency !== undefined
        ? { paymentFrequency: policy.paymentFrequency }
        : {}),
      ...(policy.validity !== undefined ? { validity: policy.validity } : {}),
      ...(indemnityValue ? { indemnityValue } : {}),
    },
  };
}

/** What the catalogue refetch needs from the cart. */
export function catalogueKeysOf(cart: RestoredCart) {
  return {
    subbrandId: text(cart.store.subbrandId),
    modelId: text(cart.store.modelId),
    postalCode: text(cart.client?.address?.postalCode),
  };
}
