import type { Gender, PersonType } from '../../src/domain/person';
import { personTypeOf } from '../../src/domain/person';
import type { RestoredCart } from '../../src/domain/validation/cart-request';
import type { QuoteInputs } from '../support/quotation-link';
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

/** What the catalogue refetch needs from the cart. */
export function catalogueKeysOf(cart: RestoredCart) {
  return {
    subbrandId: text(cart.store.subbrandId),
    modelId: text(cart.store.modelId),
    postalCode: text(cart.client?.address?.postalCode),
  };
}
