import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../background/clock';
import type { Database } from '../db/client';
import { setPaymentStatus } from '../policies/policy-store';
import {
  claimDueInstalments,
  markInstalmentDeclined,
  markInstalmentPaid,
  type Instalment,
} from './instalment-store';
import type { PaymentGateway } from './payment-gateway';

/** How the later instalments are charged: when to retry a declined one, and how often. */
export interface InstalmentSettings {
  pollIntervalMs: number;
  retryDelayMs: number;
  /** Charges tried before the instalment fails and its policy's payment is pending. */
  maxAttempts: number;
}

export interface InstalmentCharger {
  db: Database;
  payments: PaymentGateway;
  clock: Clock;
  settings: InstalmentSettings;
  log: FastifyBaseLogger;
}

/** Instalments claimed per run; the next run, one poll interval later, takes the rest. */
const batchSize = 20;

/** Charges every instalment that is due by the clock; stops early on abort. */
export async function chargeDueInstalments(
  charger: InstalmentCharger,
  signal: AbortSignal,
): Promise<number> {
  const claimed = await claimDueInstalments(charger.db, charger.clock.now(), batchSize);
  let paid = 0;
  for (const instalment of claimed) {
    if (signal.aborted) break;
    if (await chargeInstalment(charger, instalment)) paid += 1;
  }
  return paid;
}

/**
 * One charge of the kept card. The gateway key names the instalment and the attempt, so a
 * worker that died after charging, and the worker that takes the row over, charge it once.
 */
async function chargeInstalment(charger: InstalmentCharger, instalment: Instalment) {
  const { db, payments, clock, settings, log } = charger;
  const attempt = instalment.declines + 1;
  const outcome = await payments.chargeKeptCard({
    idempotencyKey: `instalment:${instalment.id}:${attempt}`,
    cardToken: instalment.cardToken ?? '',
    amount: instalment.amount,
  });
  const { policyNumber, number } = instalment;
  if (outcome.status === 'paid') {
    await markInstalmentPaid(db, instalment, outcome.authorizationId, clock.now());
    log.info({ policyNumber, instalment: number }, 'instalment charged');
    return true;
  }
  const retries = attempt < settings.maxAttempts;
  const retryAt = retries ? new Date(clock.now().getTime() + settings.retryDelayMs) : undefined;
  // One transaction: no reader sees the receipt failed while its policy still reads paid, and
  // a crash between the two cannot leave it so.
  await db.transaction(async (tx) => {
    const recorded = await markInstalmentDeclined(tx, instalment, outcome.reason, retryAt);
    if (recorded && !retries) await setPaymentStatus(tx, policyNumber, 'not-paid');
  });
  log.warn({ policyNumber, instalment: number, attempt, retries }, 'instalment declined');
  return false;
}
