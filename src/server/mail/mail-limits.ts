import type { ThrottleRule } from '../http/throttle';

const hourMs = 60 * 60 * 1000;

/**
 * Mail a caller can trigger (the saved quote, the password link) goes a few times an hour to
 * one address and a few more from one client, so nobody can flood a mailbox through us. Mail
 * that follows a purchase names no client: one shop's counter sells many policies an hour.
 */
export function mailLimits(kind: string, recipient: string, client?: string): ThrottleRule[] {
  const perRecipient = {
    key: `mail:${kind}:recipient:${recipient.toLowerCase()}`,
    limit: 3,
    windowMs: hourMs,
  };
  if (client === undefined) return [perRecipient];
  return [perRecipient, { key: `mail:${kind}:client:${client}`, limit: 10, windowMs: hourMs }];
}
