import type { EmissionBody } from '../../src/domain/purchase/emission';
import type { VehicleByPlates } from '../../src/domain/vehicle/vehicle-by-plates';
import type { ProtectedCard } from './card-protection';
import type { CartContext, CartSteps } from './cart.types';
import type { EmissionCall } from './emission.types';

/** Retries, polls and reloads of one attempt share the key; a corrected request gets the next. */
export function emissionKey(cartKey: string, attempt: number): string {
  return `${cartKey}:${attempt}`;
}

/** What only one kind of cart knows: its buyer, their RFC and where the privacy notice was accepted. */
export interface EmissionParty {
  /** The buyer's own fields (person or company); contact and address are added here. */
  client: EmissionBody['client'];
  tin: EmissionBody['tin'];
  privacyNoticeAccepted: EmissionBody['privacyNoticeAccepted'];
}

/**
 * The emission call both carts make: the quotation, this attempt's idempotency key, the buyer,
 * the vehicle, the lender when asked, the consents and, with a card, emit-pay's payment.
 */
export function emissionCall(context: CartContext, party: EmissionParty): EmissionCall {
  const { contact, address, plates, beneficiary } = context.steps;
  return {
    request: {
      quotationId: context.quotation.id,
      idempotencyKey: emissionKey(context.cartKey, context.emissionAttempt),
      url: context.pageUrl,
      googleAnalyticsId: context.googleAnalyticsId,
      leadId: context.leadId,
      client: { ...party.client, email: contact?.email, phone: contact?.phone, address },
      vehicle: emissionVehicle(context.steps, context.vehicleFound),
      ...(beneficiaryIsSkipped(context.asksBeneficiary, context.steps) ? {} : { beneficiary }),
      tin: party.tin,
      ...(context.beginDate ? { beginDate: context.beginDate } : {}),
      privacyNoticeAccepted: party.privacyNoticeAccepted,
      termsAndUsagePolicyAccepted: plates?.termsAndUsagePolicyAccepted,
      ...emissionPayment(context.card),
    },
    providerCode: context.quotation.providerCode,
    withPayment: context.card !== undefined,
  };
}

/**
 * A poll of the attempt under way: the same call by its idempotency key, without the card. The
 * server answers the attempt's state and never charges on a poll; and a poll restarted after a
 * reload has no card to send (a card token is never stored).
 */
export function pollingCall(call: EmissionCall): EmissionCall {
  const { payment: _card, ...request } = call.request;
  return { ...call, request, withPayment: false };
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
