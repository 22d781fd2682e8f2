import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config';
import type { Database } from '../db/client';
import {
  claimDueMail,
  markAttemptFailed,
  markSent,
  retryFailedMailNow,
  type OutboxMessage,
} from './outbox-store';
import { retryDelayMs } from './retry-delay';

/** Messages claimed per run; the next run, one poll interval later, takes the rest. */
const batchSize = 20;

export interface MailSender {
  db: Database;
  transport: Transporter;
  config: MailConfig;
  log: FastifyBaseLogger;
}

/** Loads nodemailer only when SMTP_URL is set: a server without it never sends. */
export async function createSmtpTransport(smtpUrl: string): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(smtpUrl);
}

/** Sends every due message of the outbox and records each outcome; stops early on abort. */
export async function sendDueMail(sender: MailSender, signal: AbortSignal): Promise<number> {
  const claimed = await claimDueMail(sender.db, batchSize);
  let sent = 0;
  for (const message of claimed) {
    if (signal.aborted) break;
    if (await deliver(sender, message)) sent += 1;
  }
  if (sent > 0) await retryFailedMailNow(sender.db);
  return sent;
}

async function deliver({ db, transport, config, log }: MailSender, message: OutboxMessage) {
  try {
    const info = await transport.sendMail({
      from: config.from,
      to: message.recipient,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody,
    });
    await markSent(db, message.id, info.response);
    return true;
  } catch (error) {
    const retryInMs = retryDelayMs(message.attempts, config);
    const retry =
      retryInMs === undefined
        ? { status: 'failed' as const, inMs: config.retryMaxMs }
        : { status: 'queued' as const, inMs: retryInMs };
    await markAttemptFailed(db, message.id, errorText(error), retry);
    // The id is enough to find the message; the recipient stays out of the log.
    log.warn({ mailId: message.id, attempts: message.attempts, retry }, 'mail not sent');
    return false;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
