import * as v from 'valibot';
import { quotePostalCodeSchema } from './address-fields';
import { messages } from './messages';
import { insurerCodeSchema, promoCodeSchema } from './policy-fields';
import { fields, patternText } from './rules';
import { licensePlatesSchema } from './vehicle-fields';

/** POST /api/catalog/get-postal-location and /api/catalog/verify-neighborhoods. */
export const postalLocationRequestSchema = fields({
  postalCode: quotePostalCodeSchema,
  providerCode: v.optional(insurerCodeSchema),
});

/** GET /api/quotation/get-promocode-data?promocode. */
export const promoCodeQuerySchema = fields({ promocode: promoCodeSchema });

/** GET /api/vehicle/get-vehicle-information: the plate registry lookup. */
export const vehicleByPlatesQuerySchema = fields({
  licensePlates: licensePlatesSchema,
  postalCode: quotePostalCodeSchema,
  vehicleDetailTypeCode: v.optional(patternText(/^[A-Z]+$/, messages.invalidRequest, 20), 'AUTO'),
});

export type PostalLocationRequestInput = v.InferInput<typeof postalLocationRequestSchema>;
export type PostalLocationRequest = v.InferOutput<typeof postalLocationRequestSchema>;
export type PromoCodeQuery = v.InferOutput<typeof promoCodeQuerySchema>;
export type VehicleByPlatesQueryInput = v.InferInput<typeof vehicleByPlatesQuerySchema>;
export type VehicleByPlatesQuery = v.InferOutput<typeof vehicleByPlatesQuerySchema>;
