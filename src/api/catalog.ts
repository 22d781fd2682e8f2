import type { HttpClient } from './http-client';
import type { Bank, BankInstallments } from '../domain/payment/bank-cards';
import type { Neighborhood, PostalLocation } from '../domain/common/postal-location';
import type {
  Brand,
  InsurerVersion,
  ModelYear,
  SubBrand,
  TranslatedInsurerVersion,
  Version,
  VehicleInformation,
} from '../domain/vehicle/vehicle-catalog';

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
      http.post<TranslatedInsurerVersion>('/catalog/translate-insurer-version', {
        json: payload,
      }),
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
