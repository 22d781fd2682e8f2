import { createContactStepSchema } from './cart-steps';
import { createEmailSchema, type EmailPolicy } from './contact-fields';
import { createSaveCartRequestSchema } from './cart-request';
import { createEmissionRequestSchema, createEmitPayRequestSchema } from './purchase-requests';
import { createSignUpRequestSchema } from './account-requests';

/**
 * The schemas that check the buyer's e-mail, built for a used-car partner policy other than the
 * default (another rejected domain, another whitelisted address), e.g. from server config.
 */
export function createPurchaseEmailSchemas(policy: EmailPolicy) {
  const email = createEmailSchema(policy);
  return {
    emailSchema: email,
    contactStepSchema: createContactStepSchema(email),
    saveCartRequestSchema: createSaveCartRequestSchema(email),
    emissionRequestSchema: createEmissionRequestSchema(email),
    emitPayRequestSchema: createEmitPayRequestSchema(email),
    signUpRequestSchema: createSignUpRequestSchema(email),
  };
}
