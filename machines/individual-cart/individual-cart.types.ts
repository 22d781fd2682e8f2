import type { IsoDate } from '../../src/domain/common/dates';
import type { IndividualGender } from '../../src/domain/quote/person';
import type { IndividualCartAnswers } from '../../src/domain/validation';
import type { CartContext, CartInput } from '../cart-shared/cart.types';

export interface IndividualCartInput extends CartInput {
  /** Birth date and gender the quote wizard asked, offered again at step 2. */
  birthdate?: IsoDate;
  gender?: IndividualGender;
}

export type IndividualCartSteps = IndividualCartAnswers;

export type IndividualFormStep = keyof IndividualCartSteps;

export interface IndividualCartContext extends CartContext {
  birthdate?: IsoDate;
  gender?: IndividualGender;
  steps: IndividualCartSteps;
  /** The RFC generated from names and birth date, offered for confirmation (HDI). */
  suggestedRfc?: string;
}
