import type { IsoDate } from '../common/dates';
import type { InsurerCode } from '../insurers/insurers';
import type { PackageCode } from '../coverage/packages';
import type { PaymentFrequencyCode } from '../payment/payment-frequencies';
import type { IndemnityValue } from '../quote/policy';
import type { PriceBreakdown } from '../quote/quotation';

/**
 * Everything a policy is issued with, built once from the buyer's answers and the quotation
 * bought (docs/architecture/insurers.md#the-emission-record): stored with the policy, sent whole
 * to the insurer's adapter, printed on the policy's carátula. Nothing the buyer typed is left out.
 */
export interface EmissionRecord {
  quotationId: string;
  insurer: InsurerCode;
  package: PackageCode;
  paymentFrequency: PaymentFrequencyCode;
  indemnityValue: IndemnityValue;
  /** The policy runs from 12:00 of the first day to 12:00 of the last. */
  beginDate: IsoDate;
  endDate: IsoDate;
  /** The contractor, who is also the insured. */
  holder: RecordPerson;
  contact: { email: string; phone: string };
  address: RecordAddress;
  vehicle: RecordVehicle;
  /** The lender, preferred beneficiary, when the vehicle is financed. */
  lender?: RecordPerson;
  /** The invoice, when the indemnity is Valor Factura. */
  invoice?: { folio: string; date: IsoDate; value: number };
  premium: PriceBreakdown & { firstPayment: number; nextPayments: number; payments: number };
  /** The fields the buyer left out and the spec's default filled in. */
  defaulted: DefaultedField[];
}

export type RecordPerson =
  | {
      personType: 'natural';
      fullName: string;
      firstName: string;
      paternalSurname: string;
      maternalSurname?: string;
      birthdate?: IsoDate;
      gender?: 'male' | 'female';
      rfc: string;
    }
  | { personType: 'legal'; fullName: string; constitutionDate?: IsoDate; rfc: string };

export interface RecordAddress {
  street: string;
  externalNumber: string;
  internalNumber?: string;
  /** The colonia's name, as the postal catalogue spells it. */
  neighborhood: string;
  postalCode: string;
  city: string;
  state: string;
}

export interface RecordVehicle {
  versionId: string;
  brand: string;
  subBrand: string;
  /** The trim the buyer chose, e.g. 'Sense T/M A/C 1.6 lts.'. */
  version: string;
  modelYear: number;
  vin: string;
  engineNumber: string;
  licensePlates: string;
  use: 'private';
}

/** The answers a buyer may leave out; the spec's default then goes on the policy, marked. */
export const defaultableFields = [
  'birthdate',
  'gender',
  'rfc',
  'engineNumber',
  'licensePlates',
] as const;
export type DefaultedField = (typeof defaultableFields)[number];
