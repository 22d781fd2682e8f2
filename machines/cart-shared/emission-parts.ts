import type { VehicleByPlates } from '../../src/domain/vehicle-by-plates';
import type { ProtectedCard } from './card-protection';
import type { CartSteps } from './cart.types';

/** Retries, polls and reloads of one attempt share the key; a corrected request gets the next. */
export function emissionKey(cartKey: string, attempt: number): string {
  return `${cartKey}:${attempt}`;
}

/** The lender is asked (and sent) only when the form has the section and financing is active. */
export function beneficiaryIsSkipped(asksBeneficiary: boolean, steps: CartSteps): boolean {
  return !asksBeneficiary || !steps.vehicle?.hasFinancing;
}

/** The emission's vehicle; VIN and engine number come from the plate registry when it found them. */
export function emissionVehicle(steps: CartSteps, vehicleFound: VehicleByPlates | undefined) {
  const serials = steps.serialNumbers ?? vehicleFound;
  return {
    versionId: steps.vehicle?.versionId,
    licensePlates: steps.plates?.licensePlates,
    vin: serials?.vin,
    engineNumber: serials?.engineNumber,
    ...(steps.invoice ? { invoice: steps.invoice } : {}),
  };
}

/** The card as emit-pay takes it: the gateway's token and the buyer's choices. */
export function emissionPayment(card: ProtectedCard | undefined) {
  return card
    ? {
        payment: {
          cardToken: card.cardToken,
          bank: card.bank,
          cardType: card.cardType,
          installments: card.installments,
        },
      }
    : {};
}
