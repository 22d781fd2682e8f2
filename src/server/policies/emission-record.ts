import { policyEndDate, todayInMexico, type IsoDate } from '../../domain/common/dates';
import { missingDataDefaults } from '../../domain/purchase/defaults';
import type {
  DefaultedField,
  EmissionRecord,
  RecordAddress,
  RecordPerson,
} from '../../domain/purchase/emission-record';
import type { InsurerCode } from '../../domain/insurers/insurers';
import { mexicanStates } from '../../domain/common/states';
import type { EmissionRequest } from '../../domain/validation/purchase-requests';
import type { Database } from '../db/client';
import { settlementsOfCodes } from '../catalog/postal/postal-store';
import type { StoredQuotationRow } from '../quotation/quotation-store';

type Client = EmissionRequest['client'];
type Lender = NonNullable<EmissionRequest['beneficiary']>;

/** Names as the buyer typed them, composed (NFC) so every document and search sees one spelling. */
const composed = (text: string) => text.normalize('NFC').trim();
const composedOrNone = (text: string | undefined) => (text ? composed(text) : undefined);

function fullNameOf(parts: readonly (string | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .map(composed)
    .join(' ');
}

interface PersonNames {
  firstName: string;
  paternalSurname: string;
  maternalSurname?: string;
}

function namesOf({ firstName, paternalSurname, maternalSurname }: PersonNames) {
  return {
    fullName: fullNameOf([firstName, paternalSurname, maternalSurname]),
    firstName: composed(firstName),
    paternalSurname: composed(paternalSurname),
    maternalSurname: composedOrNone(maternalSurname),
  };
}

/** The contractor as the cart sent them: a person with names, birth date and gender, or a company. */
export function holderOf(client: Client, rfc: string): RecordPerson {
  if (client.fiscalRegime === 'company')
    return {
      personType: 'legal',
      fullName: composed(client.companyName),
      constitutionDate: client.birthdate,
      rfc,
    };
  return {
    personType: 'natural',
    ...namesOf(client),
    birthdate: client.birthdate ?? missingDataDefaults.birthdate,
    gender: client.gender ?? missingDataDefaults.gender,
    rfc,
  };
}

function lenderOf(lender: Lender): RecordPerson {
  if (lender.fiscalRegime === 'company')
    return { personType: 'legal', fullName: composed(lender.companyName), rfc: lender.tin };
  return {
    personType: 'natural',
    ...namesOf(lender),
    birthdate: lender.birthdate,
    rfc: lender.tin,
  };
}

/** The address with its colonia's name from the postal catalogue (the cart sends its id). */
async function addressOf(db: Database, address: Client['address']): Promise<RecordAddress> {
  const [settlements = []] = await settlementsOfCodes(db, [address.postalCode]);
  const neighborhood = settlements.find((settlement) => settlement.id === address.neighborhoodId);
  const state = mexicanStates.find((known) => known.code === address.state);
  return {
    street: composed(address.street),
    externalNumber: composed(address.externalNumber),
    internalNumber: composedOrNone(address.internalNumber),
    neighborhood: neighborhood?.name ?? address.neighborhoodId,
    postalCode: address.postalCode,
    city: composed(address.city),
    state: state?.name ?? composed(address.state),
  };
}

/**
 * The answers the buyer left out and the spec's default filled in: a person's birth date and
 * gender (applied here), the RFC, engine number and plates (the schema writes their default,
 * which no real RFC, engine or plate reads).
 */
function defaultedFields(request: EmissionRequest): DefaultedField[] {
  const { client, vehicle, tin } = request;
  const person = client.fiscalRegime === 'individual';
  const given: Record<DefaultedField, boolean> = {
    birthdate: person && client.birthdate === undefined,
    gender: person && client.gender === undefined,
    rfc: tin === missingDataDefaults.tin,
    engineNumber: vehicle.engineNumber === missingDataDefaults.engineNumber,
    licensePlates: vehicle.licensePlates === missingDataDefaults.licensePlates,
  };
  return (Object.keys(given) as DefaultedField[]).filter((field) => given[field]);
}

/** From the start date the buyer chose at the cart, else the quote's, else today. */
export function validityOf(request: EmissionRequest, quotation: StoredQuotationRow) {
  const beginDate: IsoDate = request.beginDate ?? quotation.request.beginDate ?? todayInMexico();
  return { beginDate, endDate: policyEndDate(beginDate, quotation.request.validity) };
}

/**
 * The emission record of a purchase: the buyer's answers as sent, the vehicle of the quotation
 * charged (the version chosen in the cart, re-priced), its price and coverages' terms.
 */
export async function emissionRecordOf(
  db: Database,
  request: EmissionRequest,
  quotation: StoredQuotationRow,
): Promise<EmissionRecord> {
  const { client, vehicle, beneficiary, tin } = request;
  const quoted = quotation.vehicle;
  const { answer } = quotation;
  return {
    quotationId: quotation.id,
    insurer: quotation.providerCode as InsurerCode,
    package: answer.package,
    paymentFrequency: answer.paymentFrequency,
    indemnityValue: quotation.request.indemnityValue,
    ...validityOf(request, quotation),
    holder: holderOf(client, tin),
    contact: { email: client.email.toLowerCase(), phone: client.phone },
    address: await addressOf(db, client.address),
    vehicle: {
      versionId: quotation.versionId,
      brand: quoted.brand,
      subBrand: quoted.subBrand,
      version: quoted.description,
      modelYear: quoted.modelYear,
      vin: vehicle.vin,
      engineNumber: composed(vehicle.engineNumber),
      licensePlates: vehicle.licensePlates,
      use: 'private',
    },
    ...(beneficiary ? { lender: lenderOf(beneficiary) } : {}),
    ...(vehicle.invoice
      ? {
          invoice: {
            folio: composed(vehicle.invoice.invoiceFolio),
            date: vehicle.invoice.invoiceDate,
            value: Number(vehicle.invoice.invoiceValue),
          },
        }
      : {}),
    premium: {
      ...answer.breakdown,
      total: quotation.total,
      firstPayment: answer.firstPayment,
      nextPayments: answer.nextPayments,
      payments: answer.payments,
    },
    defaulted: defaultedFields(request),
  };
}
