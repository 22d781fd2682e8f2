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
  vehicleType: string;
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
  stateName: string;
  cityName: string;
  neighborhoods: Neighborhood[];
  supportedInsurers: string[];
}
export interface Bank {
  code: string;
  name: string;
}
export interface BankInstallments {
  bankCode: string;
  installments: number[];
}

/** Calls of the catalogue area, with paths and payloads exactly as in the specs' tables. */
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
      http.post<Record<string, unknown>>('/catalog/get-vehicle-information', { json: payload }),
    translateInsurerVersion: (payload: { versionCode: string; model: number | string }) =>
      http.post<Record<string, unknown>>('/catalog/translate-insurer-version', { json: payload }),
    translateVersion: (payload: { versionId: string }, providerCode: string) =>
      http.post<Record<string, unknown>>('/catalog/translate-version', {
        json: payload,
        providerCode,
      }),
    listBanks: (payload: { name?: string; providerCode?: string }) =>
      http.post<Bank[]>('/api/catalog/list-banks', { json: payload }),
    listBankInstallments: (payload: { bankCode: string; providerCode?: string }) =>
      http.post<BankInstallments>('/api/catalog/list-bank-installments', { json: payload }),
  };
}
