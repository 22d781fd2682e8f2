import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, startOfDayInMexico, todayInMexico } from '../../../src/domain/common/dates';
import type { Quotation } from '../../../src/domain/quote/quotation';
import type { App } from '../../../src/server/app';
import { SandboxClock } from '../../../src/server/background/clock';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { gatewayAuthorizations, instalments, policies } from '../../../src/server/db/schema/index';
import { claimDueInstalments, scheduleOf } from '../../../src/server/payments/instalment-store';
import { pdfTextLines } from '../../support/pdf-text';
import { holderTokenByMail } from '../policies/buyer';
import {
  dataOf,
  get,
  openSession,
  openTestDatabase,
  post,
  startTestApp,
  type TestSession,
} from '../../support/test-app';
import { cardPayment, cardPurchase, pollUntilDone, tokenize } from '../policies/purchase-fixture';

const monthly = 3;
const dayMs = 24 * 60 * 60 * 1000;
const retryDelayMs = 2 * dayMs;
/** The job's settings for a test: it looks for due instalments every 20 ms. */
const jobSettings = {
  INSTALMENT_POLL_INTERVAL_MS: '20',
  INSTALMENT_RETRY_DELAY_MS: String(retryDelayMs),
  INSTALMENT_MAX_ATTEMPTS: '3',
};

let handle: DatabaseHandle;
let clock = new SandboxClock(new Date());

/**
 * One server process over the shared database and clock. Several can run side by side (two
 * workers) and one can stop and another start (a restart): the database outlives them.
 */
async function startServer(): Promise<App> {
  const database = { ...handle, close: async () => {} };
  return startTestApp(database, jobSettings, { clock });
}

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

interface Issued {
  policyNumber: string;
  emissionId: string;
}

async function buyMonthly(app: App, session: TestSession, cardNumber: string) {
  const { quotation, body } = await cardPurchase(app, session, 'mapfre', {
    cardNumber,
    quote: { paymentFrequency: monthly },
  });
  const { last } = await pollUntilDone(() => post(app, session, '/policy/emit-pay', body));
  expect(last.statusCode, last.body).toBe(200);
  return { quotation, issued: dataOf<Issued>(last) };
}

/** Waits until the row of that instalment satisfies `done` (the job runs every 20 ms). */
async function waitForInstalment(
  app: App,
  policyNumber: string,
  number: number,
  done: (row: typeof instalments.$inferSelect) => boolean,
) {
  for (let round = 0; round < 250; round += 1) {
    const [row] = await app.db
      .select()
      .from(instalments)
      .where(and(eq(instalments.policyNumber, policyNumber), eq(instalments.number, number)));
    if (row && done(row)) return row;
    await sleep(20);
  }
  throw new Error(`instalment ${number} of ${policyNumber} did not settle`);
}

/** Moves the clock to 10:00 in Mexico City on that day. */
function moveClockTo(isoDate: string) {
  clock.moveTo(new Date(startOfDayInMexico(isoDate).getTime() + 10 * 60 * 60 * 1000));
}

/** The gateway's charges of the kept card for a policy's later instalments. */
async function laterCharges(app: App, policyNumber: string) {
  const schedule = await scheduleOf(app.db, policyNumber);
  const rows = await Promise.all(
    schedule.map((receipt) =>
      app.db
        .select()
        .from(gatewayAuthorizations)
        .where(like(gatewayAuthorizations.idempotencyKey, `instalment:${receipt.id}:%`)),
    ),
  );
  return schedule.map((receipt, index) => ({ receipt, charges: rows[index] ?? [] }));
}

describe('a monthly plan', () => {
  let quotation: Quotation;
  let issued: Issued;

  it('charges the first receipt at emission and schedules the other eleven a month apart', async () => {
    const app = await startServer();
    const session = await openSession(app);
    ({ quotation, issued } = await buyMonthly(app, session, '4242424242424242'));
    const schedule = await scheduleOf(app.db, issued.policyNumber);
    const begin = todayInMexico();
    expect(schedule.map((receipt) => receipt.dueDate)).toEqual(
      Array.from({ length: 12 }, (_, month) => addMonths(begin, month)),
    );
    expect(schedule.map((receipt) => receipt.status)).toEqual([
      'paid',
      ...Array(11).fill('scheduled'),
    ]);
    expect(schedule[0]?.amount).toBe(quotation.firstPayment);
    expect(schedule.slice(1).every((receipt) => receipt.amount === quotation.nextPayments)).toBe(
      true,
    );
    await app.close();
  });

  it('charges each later receipt on its date, once, across two workers and a restart', async () => {
    const { policyNumber } = issued;
    const schedule = await scheduleOf(handle.db, policyNumber);
    const dueDate = (number: number) => schedule[number - 1]?.dueDate as string;

    // One process charges months 2 to 4; nothing is charged before its date.
    const first = await startServer();
    for (let number = 2; number <= 4; number += 1) {
      await sleep(60);
      expect((await waitForInstalment(first, policyNumber, number, () => true)).status).toBe(
        'scheduled',
      );
      moveClockTo(dueDate(number));
      await waitForInstalment(first, policyNumber, number, (row) => row.status === 'paid');
      const next = await waitForInstalment(first, policyNumber, number + 1, () => true);
      expect(next.status).toBe('scheduled');
    }

    // A second process joins: two workers claim side by side for months 5 to 8.
    const second = await startServer();
    for (let number = 5; number <= 8; number += 1) {
      moveClockTo(dueDate(number));
      await waitForInstalment(second, policyNumber, number, (row) => row.status === 'paid');
    }
    await first.close();
    await second.close();

    // Both stop; a worker of a new process charges month 9 and dies before recording it.
    const restarted = await startServer();
    await restarted.close();
    moveClockTo(dueDate(9));
    const [claimed] = await claimDueInstalments(handle.db, clock.now(), 1);
    expect(claimed?.number).toBe(9);
    await restarted.paymentGateway.chargeKeptCard({
      idempotencyKey: `instalment:${claimed!.id}:1`,
      cardToken: claimed!.cardToken!,
      amount: claimed!.amount,
    });
    // Its lease runs out; the next process takes the instalment over, and the rest.
    await handle.db
      .update(instalments)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(instalments.id, claimed!.id));
    const last = await startServer();
    for (let number = 9; number <= 12; number += 1) {
      moveClockTo(dueDate(number));
      await waitForInstalment(last, policyNumber, number, (row) => row.status === 'paid');
    }

    const ledger = await laterCharges(last, policyNumber);
    for (const { receipt, charges } of ledger.slice(1)) {
      expect(charges, `instalment ${receipt.number}`).toHaveLength(1);
      expect(charges[0]).toMatchObject({ status: 'captured', amount: quotation.nextPayments });
      expect(todayInMexico(charges[0]!.createdAt)).toBe(receipt.dueDate);
      expect(receipt.authorizationId).toBe(charges[0]!.id);
    }
    const [policy] = await last.db
      .select({ paymentStatus: policies.paymentStatus })
      .from(policies)
      .where(eq(policies.policyNumber, policyNumber));
    expect(policy?.paymentStatus).toBe('paid');
    await last.close();
  });

  it('lists the coverages bought and the twelve receipts on the policy PDF', async () => {
    const app = await startServer();
    const session = await openSession(app);
    const pdf = await get(app, session, `/api/policy/${issued.policyNumber}/pdf`, {
      'x-access-token': await holderTokenByMail(app, 'emma.gomez@example.mx'),
    });
    const lines = await pdfTextLines(pdf.rawPayload);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Coberturas contratadas',
        'Daños materiales',
        'Responsabilidad civil a terceros',
        'Plan de pagos',
        'Recibo 1 de 12',
        'Recibo 12 de 12',
      ]),
    );
    const materialDamage = quotation.coverages.materialDamage;
    expect(lines).toContain(`Valor del vehículo, deducible ${materialDamage.deductiblePercent} %`);
    expect(lines.filter((line) => line.endsWith('· Pagado'))).toHaveLength(12);
    await app.close();
  });
});

describe('a later charge the bank declines', () => {
  it('is retried, then marks the policy payment-pending; paying it settles the policy', async () => {
    // A clock of its own: the plan above moved the other a year ahead.
    clock = new SandboxClock(new Date());
    const app = await startServer();
    const session = await openSession(app);
    const { quotation, issued } = await buyMonthly(app, session, '4000000000000267');
    const { policyNumber } = issued;
    const [, second] = await scheduleOf(app.db, policyNumber);
    moveClockTo(second!.dueDate);

    const retried = await waitForInstalment(app, policyNumber, 2, (row) => row.declines === 1);
    expect(retried.status).toBe('scheduled');
    expect(retried.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs);
    clock.moveTo(new Date(clock.now().getTime() + retryDelayMs));
    await waitForInstalment(app, policyNumber, 2, (row) => row.declines === 2);
    clock.moveTo(new Date(clock.now().getTime() + retryDelayMs));
    const failed = await waitForInstalment(app, policyNumber, 2, (row) => row.status === 'failed');
    expect(failed.declines).toBe(3);

    const policyStatus = async () =>
      (
        await app.db
          .select({ paymentStatus: policies.paymentStatus })
          .from(policies)
          .where(eq(policies.policyNumber, policyNumber))
      )[0]?.paymentStatus;
    expect(await policyStatus()).toBe('not-paid');
    const ledger = await laterCharges(app, policyNumber);
    expect(ledger[1]?.charges.map((charge) => charge.status)).toEqual([
      'declined',
      'declined',
      'declined',
    ]);
    const pdf = await get(app, session, `/api/policy/${policyNumber}/pdf`, {
      'x-access-token': await holderTokenByMail(app, 'emma.gomez@example.mx'),
    });
    expect(await pdfTextLines(pdf.rawPayload)).toContain('Pago pendiente');

    const { cardToken } = await tokenize(app, session, '5555555555554444');
    const paid = await post(app, session, '/api/policy/pay', {
      quotationId: quotation.id,
      payment: cardPayment(cardToken),
      providerCode: 'mapfre',
      partnerCode: 'cotizauto',
    });
    expect(dataOf<{ paymentStatus: string }>(paid).paymentStatus, paid.body).toBe('paid');
    expect((await scheduleOf(app.db, policyNumber))[1]?.status).toBe('paid');
    expect(await policyStatus()).toBe('paid');
    await app.close();
  });
});
