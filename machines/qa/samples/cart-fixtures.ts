import type { QuoteRequest } from '../../../src/api/quotation';
import type { BankInstallments, BinInfo } from '../../../src/domain/payment/bank-cards';
import type { Quotation } from '../../../src/domain/quote/quotation';
import { quotationOf as pricedQuotation } from './quotation.samples';
import type { PostalLocation } from '../../../src/domain/common/postal-location';
import type { Version } from '../../../src/domain/vehicle/vehicle-catalog';
import type { VehicleByPlates } from '../../../src/domain/vehicle/vehicle-by-plates';
import type { PromoData } from '../../../src/domain/site/promo';
import type { CardProtection } from '../../cart-shared/card-protection';
import type { CartQuotation } from '../../cart-shared/cart.types';
import type { EmissionAnswer } from '../../cart-shared/emission.types';

/** Sample data and answers shared by the individual and company cart tests. */

export const quotationOf = (overrides: Partial<CartQuotation> = {}): CartQuotation => ({
  id: 'quotation-1',
  providerCode: 'hdi',
  paymentFrequency: 0,
  compensationValue: 'commercial',
  ...overrides,
});

export const promoOf = (overrides: Partial<PromoData> = {}): PromoData => ({
  skipPayment: false,
  isFinancial: false,
  logoUrl: null,
  showContactFormInCart: false,
  skipSeeQuote: false,
  businessName: null,
  tin: null,
  partnerCode: null,
  activeMultiannual: false,
  onlyCashPayment: false,
  ...overrides,
});

/** The quote body the selected quotation was priced with (the quoted version, 'version-0'). */
const quotedRequest: QuoteRequest = {
  versionId: 'version-0',
  model: 2022,
  postalCode: '45010',
  personType: 'natural',
  gender: 'male',
  birthdate: '1986-03-13',
  package: 0,
  paymentFrequency: 0,
};

export const cartBasics = {
  cartKey: 'cart-42',
  modelId: 'model-2022',
  postalCode: '45010',
  pageUrl: 'https://cotizauto.mx/emit-cart',
  quoteRequest: quotedRequest,
};

/** The quotation answered when a cart re-prices it before payment. */
export const updatedQuotation: Quotation = {
  ...pricedQuotation('gds', 0, { paymentFrequency: 4 }),
  id: 'quotation-2',
};

export const postalLocation: PostalLocation = {
  postalCode: '45010',
  stateCode: 'JAL',
  stateName: 'Jalisco',
  cityName: 'Zapopan',
  municipality: 'Zapopan',
  neighborhoods: [{ id: 'colony-1', name: 'Centro' }],
  supportedInsurers: ['hdi', 'mapfre', 'gds'],
};

export const versions: Version[] = [
  { id: 'version-0', description: 'DRIVE 1.6 MT', modelId: 'model-2022', insuredValue: 270000 },
  { id: 'version-1', description: 'SENSE 1.6 MT', modelId: 'model-2022', insuredValue: 280000 },
];

export const banks = [
  { code: 'banorte', name: 'Banorte' },
  { code: 'mifel', name: 'Mifel' },
  { code: 'bankaool', name: 'Bankaool' },
];

/** Each bank's months without interest, as list-bank-installments answers them. */
export const bankPlans: Record<string, BankInstallments> = {
  banorte: {
    bankCode: 'banorte',
    bankName: 'Banorte',
    cardType: 'credit',
    installments: [3, 6, 9, 12],
  },
  mifel: { bankCode: 'mifel', bankName: 'Mifel', cardType: 'credit', installments: [3, 6] },
  bankaool: { bankCode: 'bankaool', bankName: 'Bankaool', cardType: 'credit', installments: [] },
};

/** What the BIN lookup says of a card's first digits: a Banorte credit and a Mifel debit card. */
export const binTable: Record<string, BinInfo> = {
  '411111': { bin: '411111', scheme: 'visa', cardType: 'credit', bankCode: 'banorte' },
  '555555': { bin: '555555', scheme: 'master', cardType: 'debit', bankCode: 'mifel' },
};

export const vehicleFound: VehicleByPlates = {
  licensePlates: 'JAL1234',
  vin: '3VWFE21C04M000001',
  engineNumber: 'CBP123456',
  modelId: cartBasics.modelId,
};

/** The plates registered to another car than the quoted one (a March 2021 on a 2022 quote). */
export const otherVehicleFound: VehicleByPlates = {
  licensePlates: 'JAL1234',
  vin: '3N1CK3CD5ML000002',
  engineNumber: 'HR16123456',
  brand: 'Nissan',
  subBrand: 'March',
  modelYear: 2021,
  modelId: 'march-2021',
};

/** Values each step accepts, as a buyer types them. */
export const validValues = {
  contact: { email: 'ana.lopez@correo.mx', phone: '33 1234 5678' },
  address: { street: 'Avenida Juarez 10', externalNumber: '12', neighborhoodId: 'colony-1' },
  plates: {
    licensePlates: 'jal-1234',
    privacyNoticeAccepted: true,
    termsAndUsagePolicyAccepted: true,
  },
  noPlates: { hasNoPlates: true, privacyNoticeAccepted: true, termsAndUsagePolicyAccepted: true },
  vehicleFinanced: { versionId: 'version-1', hasFinancing: true },
  vehicleOwned: { versionId: 'version-1', hasFinancing: false },
  beneficiary: {
    fiscalRegime: 'company',
    companyName: 'Financiera del Bajío SA de CV',
    tin: 'EKU9003173C9',
  },
  invoice: { invoiceFolio: 'FAC123456', invoiceDate: '15 / 01 / 2024', invoiceValue: '389,900' },
  payment: {
    cardholderName: 'ANA LOPEZ PEREZ',
    cardNumber: '4111 1111 1111 1111',
    expirationDate: '12 / 30',
    securityCode: '123',
    bank: 'banorte',
    cardType: 'credit',
    installments: 1,
    privacyNoticeAccepted: true,
  },
} as const;

export const submit = (values: Record<string, unknown>) =>
  ({ type: 'cart.submitStep', values }) as const;

export const protectedCard = {
  status: 'protected',
  card: {
    cardToken: 'tok_sandbox_approved_0001',
    brand: 'visa',
    lastFour: '1111',
    cardholderName: 'ANA LOPEZ PEREZ',
    bank: 'banorte',
    cardType: 'credit',
    installments: 1,
  },
} satisfies CardProtection;

export const refusedCard = {
  status: 'refused',
  errors: { bank: '¡Hola! por favor ayudanos a verificar el banco seleccionado' },
} satisfies CardProtection;

export const emissionAnswers = {
  processing: { status: 'processing' },
  issued: { status: 'issued', policyNumber: 'HDI-0001', paymentStatus: 'paid' },
  paymentPending: { status: 'issued', policyNumber: 'HDI-0002', paymentStatus: 'not-paid' },
  rejected: { status: 'rejected', message: 'Tu tarjeta fue rechazada.', fields: {} },
  failed: { status: 'failed' },
} satisfies Record<string, EmissionAnswer>;
