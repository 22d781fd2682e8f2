import { randomUUID } from 'node:crypto';
import { AppError, notFound } from '../http/errors';
import type { CatalogLookups, PostalPlace } from '../catalog/lookups';
import type { VehicleInformation } from '../../domain/vehicle/vehicle-catalog';
import type { Database } from '../db/client';
import { coverageTermsOf } from '../../domain/coverage/coverage-terms';
import { todayInMexico, wholeYearsBetween } from '../../domain/common/dates';
import { errorCodes } from '../../domain/common/errors';
import { blacklistedInsurersFor } from '../../domain/site/promo';
import type { InsurerCode } from '../../domain/insurers/insurers';
import type { PackageCode } from '../../domain/coverage/packages';
import { noProvidersMessage, vehicleNotFoundMessage } from '../../domain/quote/quotation';
import type { QuoteInputs } from '../../domain/validation/quote-round-request';
import { messages } from '../../domain/validation/messages';
import type { VehicleType } from '../../domain/vehicle/vehicle-rules';
import type { InsurerQuoteRequest } from '../insurers/adapter';
import { appetiteCaseOf, declineReason } from '../insurers/appetite';
import { findPromo, type Promo } from './promo-store';

/** A quote's inputs with what the catalogue and the promo codes say about them. */
export interface QuoteContext {
  /** The stored request (quote_requests) every quotation priced from this context refers to. */
  requestId: string;
  inputs: QuoteInputs;
  vehicle: VehicleInformation & { vehicleType: VehicleType };
  place: PostalPlace;
  promo?: Promo;
  referenceYear: number;
  /** The driver's age on the policy's first day, worked out once per quote or round. */
  driverAge: number;
}

export const declinedCode = 'quote-declined';
export const noProvidersCode = errorCodes.noProviders;

/**
 * Looks up the vehicle, the postal code and the promo; answers the spec's messages when one
 * is unknown, and 'No providers available…' for a vehicle no insurer quotes (motorcycles).
 */
export async function resolveQuoteContext(
  catalog: CatalogLookups,
  db: Database,
  inputs: QuoteInputs,
): Promise<QuoteContext> {
  const [vehicle, place, promo] = await Promise.all([
    catalog.findVersion(inputs.versionId),
    catalog.findPostalPlace(inputs.postalCode),
    inputs.promoCode ? findPromo(db, inputs.promoCode) : undefined,
  ]);
  if (!vehicle) throw notFound(vehicleNotFoundMessage);
  if (vehicle.modelYear !== inputs.model) throw invalidField('model', messages.modelRequired);
  if (!place) throw invalidField('postalCode', messages.quotePostalCode);
  // A partner's promo is that partner's: quoted under another brand it is no code at all.
  const foreignPromo = promo?.partnerCode && promo.partnerCode !== inputs.partnerCode;
  if ((inputs.promoCode && !promo) || foreignPromo)
    throw invalidField('promoCode', messages.promoCode);
  if (vehicle.vehicleType === 'motorcycle') throw noProviders();
  const begin = inputs.beginDate ?? todayInMexico();
  return {
    requestId: randomUUID(),
    inputs,
    vehicle: { ...vehicle, vehicleType: vehicle.vehicleType },
    place,
    promo,
    referenceYear: Number(begin.slice(0, 4)),
    driverAge: wholeYearsBetween(inputs.birthdate, begin),
  };
}

export function noProviders(): AppError {
  return new AppError(422, noProvidersCode, noProvidersMessage);
}

function invalidField(field: string, message: string): AppError {
  return new AppError(400, errorCodes.validation, message, { [field]: [message] });
}

/** What one insurer is asked for one package. */
export function insurerRequest(context: QuoteContext, pack: PackageCode): InsurerQuoteRequest {
  const { inputs, vehicle, place, promo, referenceYear, driverAge } = context;
  return {
    referenceYear,
    compensationValue: inputs.compensationValue,
    risk: {
      vehicle: {
        vehicleType: vehicle.vehicleType,
        insuredValue: vehicle.insuredValue,
        modelYear: vehicle.modelYear,
        subBrand: vehicle.subBrand,
      },
      place: { stateCode: place.stateCode, postalCode: place.postalCode },
      driver: {
        personType: inputs.personType,
        gender: inputs.gender,
        age: driverAge,
      },
    },
    terms: {
      package: pack,
      paymentFrequency: inputs.paymentFrequency,
      validity: inputs.validity,
      indemnityValue: inputs.indemnityValue,
      coverage: coverageTermsOf(inputs),
      promo:
        promo && promo.discountPercent > 0
          ? { code: promo.code, discountPercent: promo.discountPercent }
          : undefined,
    },
  };
}

/**
 * The insurers whose appetite takes this vehicle where it is garaged, for one of the packages,
 * less those the promo excludes. None means 'No providers available for the vehicle selected'.
 */
export function eligibleInsurers(
  context: QuoteContext,
  candidates: readonly InsurerCode[],
  packages: readonly PackageCode[],
): InsurerCode[] {
  const blacklist = blacklistedInsurersFor(context.inputs.promoCode);
  const cases = packages.map((pack) => appetiteCaseOf(insurerRequest(context, pack)));
  return candidates.filter(
    (insurer) =>
      !blacklist.includes(insurer) && cases.some((facts) => !declineReason(insurer, facts)),
  );
}
