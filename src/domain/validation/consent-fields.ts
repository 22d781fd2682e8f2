import { messages } from './messages';
import { mustAccept } from './rules';

export const privacyNoticeAcceptedSchema = mustAccept(messages.privacyNotice);
export const termsAndUsagePolicyAcceptedSchema = mustAccept(messages.termsAndUsagePolicy);
