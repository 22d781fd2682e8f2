import type { HttpClient } from './http-client';

export interface Brand {
  id: string;
  name: string;
}
export interface SubBrand {
  id: string;
  name: string;
  brandId: string;
  brandName: string;
  vehicleType: 'car' | 'pickup' | 'motorcycle';
  /** Units sold in Mexico since 2010 (INEGI): the autocomplete ranks best sellers first. */
  unitsSold: number;
}
export interface ModelYear {
  id: string;
  year: number;
  subBrandId: string;
}
export interface Version {
  id: string;
  description: string;
  modelId: string;
  insuredValue: number;
}
export interface Neighborhood {
  id: string;
  name: string;
}
export interface PostalLocation {
  postalCode: string;
  stateCode: string;
  stateName: string;
  /** The city, or the municipality where the settlement has no city. */
  cityName: string;
  municipality: string;
  neighborhoods: Neighborhood[];
  supportedInsurers: string[];
}
export interface Bank {
  code: string;
  name: string;
}
export interface BankInstallments {
  bankCode: string;
  bankName: string;
  /** Interest-free instalments (MSI) are offered on credit cards only. */
  cardType: 'credit';
  installments: number[];
}
/** A version (trim of one model year) with its vehicle facts. */
export interface VehicleInformation {
  versionId: string;
  modelId: string;
  subBrandId: string;
  brand: string;
  subBrand: string;
  modelYear: number;
  description: string;
  vehicleType: 'car' | 'pickup' | 'motorcycle';
  segment: string;
  /** Estimated commercial value, MXN. */
  insuredValue: number;
  trimKey: string;
}
/** An insurer's own key for a version. */
export interface InsurerVersion {
  versionId: string;
  providerCode: string;
  versionCode: string;
  model: number;
}

/** Calls of the catalogue area, with paths and payloads as docs/behaviour/calls.md lists them. */
export function createCatalogApi(http: HttpClient) {
  return {
    getAllSubBrands: (signal?: AbortSignal) =>
      http.get<SubBrand[]>('/api/catalog/get-all-sub-brand', { signal }),
    listBrands: (payload: { brandId?: string; name?: string }) =>
      http.post<Brand[]>('/api/catalog/list-brands', { json: payload }),
    listModels: (payload: { subBrandId: string; providerCode?: string }) =>
      http.post<ModelYear[]>('/api/catalog/list-models', { json: payload }),
    /** The wizard's autocomplete; cancel the previous keystroke's call with its signal. */
    listSubBrands: (
      payload: { description?: string; name?: string; brandId?: string; providerCode?: string },
      signal?: AbortSignal,
    ) => http.post<SubBrand[]>('/api/catalog/list-sub-brands', { json: payload, signal }),
    listVersions: (payload: { modelId: string; providerCode?: string; partnerCode?: string }) =>
      http.post<Version[]>('/api/catalog/list-versions', { json: payload }),
    getPostalLocation: (
      payload: { postalCode: string; providerCode?: string },
      signal?: AbortSignal,
    ) => http.post<PostalLocation>('/api/catalog/get-postal-location', { json: payload, signal }),
    verifyNeighborhoods: (payload: { postalCode: string; providerCode?: string }) =>
      http.post<Neighborhood[]>('/api/catalog/verify-neighborhoods', { json: payload }),
    getVehicleInformation: (payload: { versionId: string }) =>
      http.post<VehicleInformation>('/catalog/get-vehicle-information', { json: payload }),
    translateInsurerVersion: (payload: { versionCode: string; model: number | string }) =>
      http.post<VehicleInformation & { providerCode: string; versionCode: string }>(
        '/catalog/translate-insurer-version',
        { json: payload },
      ),
    translateVersion: (payload: { versionId: string }, providerCode: string) =>
      http.post<InsurerVersion>('/catalog/translate-version', {
        json: payload,
        providerCode,
      }),
    listBanks: (payload: { name?: string; providerCode?: string }) =>
      http.post<Bank[]>('/api/catalog/list-banks', { json: payload }),
    listBankInstallments: (payload: { bankCode: string; providerCode?: string }) =>
      http.post<BankInstallments>('/api/catalog/list-bank-installments', { json: payload }),
  };
}
