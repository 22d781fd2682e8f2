import type { EmissionRecord } from '../../domain/purchase/emission-record';
import type { PaymentStatus } from '../../domain/quote/policy';
import type { EmissionRequest } from '../../domain/validation/purchase-requests';
import type { EmissionRequest as InsurerEmissionRequest } from '../insurers/adapter';
import type { Emission } from './emission-store';
import type { NewPolicy } from './policy-store';

type Client = EmissionRequest['client'];

/** How the policy-issued mail greets the buyer. */
export function greetingNameOf(client: Client): string {
  return (client.fiscalRegime === 'company' ? client.companyName : client.firstName).normalize(
    'NFC',
  );
}

/** What the insurer is asked to issue: the whole record, and the payment's reference. */
export function insurerRequestOf(
  record: EmissionRecord,
  paymentReference: string,
): InsurerEmissionRequest {
  return { record, paymentReference };
}

export function policyOf(
  emission: Emission,
  record: EmissionRecord,
  issued: { policyNumber: string; issuedAt: string },
  paymentStatus: PaymentStatus,
): NewPolicy {
  const { vehicle } = record;
  return {
    policyNumber: issued.policyNumber,
    emissionId: emission.id,
    quotationId: record.quotationId,
    insurer: record.insurer,
    package: record.package,
    paymentFrequency: record.paymentFrequency,
    total: record.premium.total,
    beginDate: record.beginDate,
    endDate: record.endDate,
    holderName: record.holder.fullName,
    holderEmail: record.contact.email,
    tin: record.holder.rfc,
    vehicle: `${vehicle.brand} ${vehicle.subBrand} ${vehicle.modelYear} ${vehicle.version}`,
    vin: vehicle.vin,
    licensePlates: vehicle.licensePlates,
    record,
    paymentStatus,
    partnerCode: emission.partnerCode,
    issuedAt: new Date(issued.issuedAt),
  };
}
