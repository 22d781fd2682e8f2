import { policyEndDate, todayInMexico } from '../../domain/dates';
import type { PaymentStatus } from '../../domain/policy';
import type { EmissionRequest } from '../../domain/validation/purchase-requests';
import type { EmissionRequest as InsurerEmissionRequest } from '../insurers/adapter';
import type { Emission } from './emission-store';
import type { NewPolicy } from './policy-store';
import type { StoredQuotationRow } from './purchasable-quotation';

type Client = EmissionRequest['client'];

export function holderNameOf(client: Client): string {
  if (client.fiscalRegime === 'company') return client.companyName;
  return [client.firstName, client.paternalSurname, client.maternalSurname]
    .filter(Boolean)
    .join(' ');
}

/** How the policy-issued mail greets the buyer. */
export function greetingNameOf(client: Client): string {
  return client.fiscalRegime === 'company' ? client.companyName : client.firstName;
}

function vehicleOf(quotation: StoredQuotationRow): string {
  const { brand, subBrand, modelYear, description } = quotation.vehicle;
  return `${brand} ${subBrand} ${modelYear} ${description}`;
}

/** From the start date the buyer chose at the cart, else the quote's, else today. */
function validityOf(emission: Emission, quotation: StoredQuotationRow) {
  const beginDate = emission.request.beginDate ?? quotation.request.beginDate ?? todayInMexico();
  return { beginDate, endDate: policyEndDate(beginDate, quotation.request.validity) };
}

/** What the insurer is asked to issue: the stored quotation's price, the cart's people and car. */
export function insurerRequestOf(
  emission: Emission,
  quotation: StoredQuotationRow,
  paymentReference: string,
): InsurerEmissionRequest {
  const { client, vehicle, tin } = emission.request;
  return {
    quotationId: quotation.id,
    package: quotation.answer.package,
    total: quotation.total,
    beginDate: validityOf(emission, quotation).beginDate,
    policyholder: {
      personType: client.fiscalRegime === 'company' ? 'legal' : 'natural',
      fullName: holderNameOf(client),
      tin,
      email: client.email,
    },
    vehicle: {
      versionId: quotation.versionId,
      vin: vehicle.vin,
      engineNumber: vehicle.engineNumber,
      licensePlates: vehicle.licensePlates,
    },
    paymentReference,
  };
}

export function policyOf(
  emission: Emission,
  quotation: StoredQuotationRow,
  issued: { policyNumber: string; issuedAt: string },
  paymentStatus: PaymentStatus,
): NewPolicy {
  const { client, vehicle, tin } = emission.request;
  return {
    policyNumber: issued.policyNumber,
    emissionId: emission.id,
    quotationId: quotation.id,
    insurer: quotation.providerCode,
    package: quotation.answer.package,
    paymentFrequency: quotation.answer.paymentFrequency,
    total: quotation.total,
    ...validityOf(emission, quotation),
    holderName: holderNameOf(client),
    holderEmail: client.email.toLowerCase(),
    tin,
    vehicle: vehicleOf(quotation),
    vin: vehicle.vin,
    licensePlates: vehicle.licensePlates,
    paymentStatus,
    partnerCode: emission.partnerCode,
    issuedAt: new Date(issued.issuedAt),
  };
}
