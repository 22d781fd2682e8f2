import { doneEvent, errorEvent, type ModelSamples } from '../model-walk';
import { accountMessages } from '../../../src/domain/account/account';

/** The model walk of the set-password page (its coverage test and /flows' QA paths). */
export const setPasswordWalk: ModelSamples = {
  starts: [
    { name: 'link with a token', input: { token: 'token-1' } },
    { name: 'link without a token', input: { token: '' } },
  ],
  events: [
    { type: 'setPassword.submit', password: 'Segura#2026x' },
    { type: 'setPassword.submit', password: 'corta' },
    doneEvent('setPassword', { status: 'set', account: { userId: 'user-1' } }),
    doneEvent('setPassword', { status: 'linkRefused', message: accountMessages.linkInvalid }),
    errorEvent('setPassword', new Error('Sin conexión')),
  ],
};
