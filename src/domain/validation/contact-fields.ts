import * as v from 'valibot';
import { messages } from './messages';
import { oneMessage, requiredText } from './rules';

/**
 * E-mail: a local part of word characters, plus, dash and dot; @; a domain; a final suffix. The
 * spec gives the suffix 2–4 characters (one reading 1–6); we take 2–6: no one-letter suffix
 * exists, and 2–4 would turn away real addresses ending .online or .travel.
 */
const emailPattern =
  /^[\w+-]+(\.[\w+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,6}$/;

export function isEmailAddress(text: string): boolean {
  return emailPattern.test(text);
}

/** The used-car partner's staff buy through their own channel, all but one internal address. */
export interface EmailPolicy {
  rejectedDomain: string;
  allowedAddress: string;
}

export const defaultEmailPolicy: EmailPolicy = {
  rejectedDomain: 'kavak.com',
  allowedAddress: 'seguros@kavak.com',
};

export function isEmailAllowed(email: string, policy: EmailPolicy): boolean {
  const address = email.toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const rejected = policy.rejectedDomain.toLowerCase();
  const inRejectedDomain = domain === rejected || domain.endsWith(`.${rejected}`);
  return !inRejectedDomain || address === policy.allowedAddress.toLowerCase();
}

/**
 * An e-mail field: blank (and, under a policy, rejected-domain) addresses read "not valid", bad
 * shapes "check the format". Without a policy every well-formed address passes.
 */
export function createEmailSchema(policy?: EmailPolicy) {
  return oneMessage(
    v.pipe(
      v.string(messages.emailRequired),
      v.trim(),
      v.nonEmpty(messages.emailRequired),
      v.maxLength(254, messages.emailFormat),
      v.check(isEmailAddress, messages.emailFormat),
      v.check(
        (email) => policy === undefined || isEmailAllowed(email, policy),
        messages.emailRequired,
      ),
    ),
  );
}

export type EmailSchema = ReturnType<typeof createEmailSchema>;

/** The buyer's e-mail, under the default partner policy. */
export const emailSchema = createEmailSchema(defaultEmailPolicy);

/** An e-mail outside the purchase (the save-quote modal): format only. */
export const emailAddressSchema = createEmailSchema();

/**
 * A Mexican phone as people write it: without spaces, dashes, dots or parentheses, and without
 * the country code (+52, 0052, or 52 before ten digits): "+52 55 1234-5678" is 5512345678.
 */
export function nationalPhoneDigits(text: string): string {
  return text.replace(/[\s().-]/g, '').replace(/^(\+|00)?52(?=\d{10}$)/, '');
}

/** Ten digits, typed with or without separators and the country code. */
export const phoneSchema = oneMessage(
  v.pipe(
    v.string(messages.phoneInvalid),
    v.transform(nationalPhoneDigits),
    v.nonEmpty(messages.phoneInvalid),
    v.regex(/^\d+$/, messages.phoneInvalid),
    v.minLength(10, messages.phoneTooShort),
    v.maxLength(10, messages.phoneInvalid),
  ),
);

/** The lead variant's fields all answer with one group message. */
export const leadNameSchema = requiredText(messages.leadGroup);

/**
 * At least 9 digits (docs/behaviour/quote/wizard.md#6-contact-lead-variant-only); up to 15, the
 * longest international number.
 */
export const leadPhoneSchema = oneMessage(
  v.pipe(
    v.string(messages.leadGroup),
    v.transform((text) => text.replace(/[\s().-]/g, '')),
    v.regex(/^\d{9,15}$/, messages.leadGroup),
  ),
);

/** Standard address pattern, final suffix up to 6 characters. */
export const leadEmailSchema = oneMessage(
  v.pipe(
    v.string(messages.leadGroup),
    v.trim(),
    v.maxLength(254, messages.leadGroup),
    v.check(isEmailAddress, messages.leadGroup),
  ),
);
