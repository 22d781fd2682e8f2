import type { AccountPolicies, AccountPolicy } from '../../../src/domain/account/account-policies';
import { doneEvent, errorEvent, type ModelSamples } from '../model-walk';

/** Sample data and the model walk of the account page (its coverage test and /flows' QA paths). */

export const pendingAccountPolicy: AccountPolicy = {
  policyNumber: 'HDI-0002',
  insurer: 'hdi',
  vehicle: 'NISSAN VERSA 2019 SENSE T/M A/C 1.6 LTS.',
  package: 0,
  paymentStatus: 'not-paid',
  total: 10_200,
  amountDue: 10_200,
  quotationId: 'quotation-2',
};

export const paidAccountPolicy: AccountPolicy = {
  ...pendingAccountPolicy,
  policyNumber: 'HDI-0001',
  paymentStatus: 'paid',
  amountDue: 0,
  quotationId: 'quotation-1',
};

export const accountPolicies: AccountPolicies = {
  userId: 'user-1',
  policies: [pendingAccountPolicy, paidAccountPolicy],
};

/** The server's 401 without a session. */
export const signInRequiredError = {
  code: 'unauthorized',
  message: 'Inicia sesión para ver tu póliza.',
};

export const accountWalk: ModelSamples = {
  starts: [{ name: 'the account page', input: undefined }],
  events: [
    doneEvent('loadPolicies', accountPolicies),
    errorEvent('loadPolicies', signInRequiredError),
    errorEvent('loadPolicies', new Error('Sin conexión')),
    { type: 'account.retry' },
    { type: 'account.login', emailAddress: 'ana@correo.mx', password: 'Segura#2026x' },
    { type: 'account.login', emailAddress: '', password: '' },
    doneEvent('logIn', { userId: 'user-1' }),
    errorEvent('logIn', signInRequiredError),
    { type: 'account.payNow', policyNumber: pendingAccountPolicy.policyNumber },
    { type: 'account.payNow', policyNumber: paidAccountPolicy.policyNumber },
    doneEvent('payNow', undefined),
    { type: 'account.download', policyNumber: paidAccountPolicy.policyNumber },
    doneEvent('downloadPolicy', undefined),
    errorEvent('downloadPolicy', new Error('Sin conexión')),
    { type: 'account.logout' },
    doneEvent('logOut', undefined),
    errorEvent('logOut', new Error('Sin conexión')),
  ],
};
