import * as v from 'valibot';
import type { MachineSchemas } from '../support/machine-schemas';
import { objectShape } from '../support/state-shapes';
import { cartContextEntries, cartEventSchemas, cartStepsShape } from '../cart-shared/cart.schemas';
import type { CartEvent } from '../cart-shared/cart.types';
import type { CompanyCartContext, CompanyCartSteps } from './company-cart.types';

/** The schemas of the company cart's events and context (machine-schemas.ts). */
export const companyCartSchemas: MachineSchemas<CompanyCartContext, CartEvent> = {
  events: cartEventSchemas,
  context: v.object({
    ...cartContextEntries,
    constitutionDate: v.string(),
    steps: cartStepsShape<CompanyCartSteps>(),
    companyNameParts:
      v.optional(objectShape<NonNullable<CompanyCartContext['companyNameParts']>>()),
    suggestedRfc: v.optional(v.string()),
  }),
};
