import type { LeadRequestInput } from '../domain/validation/lead-request';
import type { SignedInAccount, SignUpAnswer } from '../domain/account/account';
import type { AccountPolicies } from '../domain/account/account-policies';
import type { HttpClient } from './http-client';

/** The lead call's body; the client adds the partner code. */
export type LeadRequest = Omit<LeadRequestInput, 'partnerCode'>;
/** The save-quote modal's message: the server writes it from the saved cart. */
export interface SavedQuoteMailRequest {
  emailAddress: string;
  cartId: string;
}
export interface SignUpRequest {
  firstName?: string;
  emailAddress: string;
  branchCode?: string;
}
export interface AccessToken {
  accessToken: string;
  expiresAt: string;
}

/**
 * Users, leads and mail. The browser's sign-in lives in an HttpOnly cookie the server sets
 * (login, set-password, or sign-up with the purchase's grant: that purchase's policy only);
 * tokens are drawn from it.
 */
export function createAccountApi(http: HttpClient) {
  const withPartner = <T extends object>(body: T) => ({ ...body, partnerCode: http.partnerCode });
  return {
    signUp: (payload: SignUpRequest) =>
      http.post<SignUpAnswer>('/api/user/sign-up', {
        json: withPartner({ branchCode: 'vehicle', ...payload, language: http.language }),
      }),
    login: (payload: { emailAddress: string; password: string }) =>
      http.post<SignedInAccount>('/api/user/login', {
        json: withPartner({ ...payload, language: http.language }),
      }),
    setPassword: (payload: { token: string; password: string }) =>
      http.post<SignedInAccount>('/api/user/set-password', {
        json: withPartner({ ...payload, language: http.language }),
      }),
    /** The signed-in account's policies; 401 (signInRequired) without a session. */
    policies: () => http.get<AccountPolicies>('/api/user/policies'),
    logout: () => http.post<{ message: string }>('/api/user/logout'),
    getAccessToken: (payload: { userId: string; expiresInSeconds: number }) =>
      http.post<AccessToken>('/api/user/get-access-token', { json: withPartner(payload) }),
    createAcquisitionLead: (lead: LeadRequest) =>
      http.post<{ leadId: string }>('/api/user/create-acquisition-lead', {
        json: withPartner(lead),
      }),
    createLead: (lead: LeadRequest) =>
      http.post<{ leadId: string }>('/api/leads/create-lead', { json: withPartner(lead) }),
    sendSavedQuote: (content: SavedQuoteMailRequest) =>
      http.post<{ id: string }>('/mail/send-mail', {
        json: withPartner({
          branchCode: 'vehicle',
          mailCode: 'saved-quote',
          content,
          language: http.language,
        }),
      }),
  };
}
