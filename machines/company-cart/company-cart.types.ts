import type { IsoDate } from '../../src/domain/common/dates';
import type { CompanyNameParts } from '../../src/domain/rfc';
import type { CompanyCartAnswers } from '../../src/domain/validation';
import type { CartContext, CartInput } from '../cart-shared/cart.types';

export interface CompanyCartInput extends CartInput {
  /** The constitution date the quote asked (as a birth date); the RFC is generated from it. */
  constitutionDate: IsoDate;
}

export type CompanyCartSteps = CompanyCartAnswers;

export type CompanyFormStep = keyof CompanyCartSteps;

export interface CompanyCartContext extends CartContext {
  constitutionDate: IsoDate;
  steps: CompanyCartSteps;
  /** The company name as the SAT reads it (legal form apart), for the RFC. */
  companyNameParts?: CompanyNameParts;
  /** The RFC generated from the company name and constitution date, prefilled at step 2. */
  suggestedRfc?: string;
}
