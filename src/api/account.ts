import type { HttpClient } from './http-client';

export type LeadRequest = Record<string, unknown>;
export interface MailRequest {
  branchCode: string;
  mailCode: string;
  content: Record<string, unknown>;
}
export type SignUpRequest =
  | { firstName: string; emailAddress: string; password: string; branchCode?: string }
  | { emailAddress: string; branchCode?: string };

/** Users, leads and mail. */
export function createAccountApi(http: HttpClient) {
  const withPartner = <T extends object>(body: T) => ({ ...body, partnerCode: http.partnerCode });
  return {
    getAccessToken: (payload: { userId: string; expiresInSeconds: number }) =>
      http.post<{ accessToken: string }>('/api/user/get-access-token', {
        json: withPartner(payload),
      }),
    signUp: (payload: SignUpRequest) =>
      http.post<{ userId: string; created: boolean; hasPassword: boolean }>('/api/user/sign-up', {
        json: withPartner({ branchCode: 'vehicle', ...payload }),
      }),
    createAcquisitionLead: (lead: LeadRequest) =>
      http.post<{ leadId: string }>('/api/user/create-acquisition-lead', {
        json: withPartner(lead),
      }),
    createLead: (lead: LeadRequest) =>
      http.post<{ leadId: string }>('/api/leads/create-lead', { json: withPartner(lead) }),
    sendMail: (mail: MailRequest) =>
      http.post<{ id: string }>('/mail/send-mail', { json: withPartner(mail) }),
  };
}
