import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import {
  emissions,
  gatewayAuthorizations,
  payments,
  policies,
} from '../../../src/server/db/schema';

/** One line of the sandbox processor's ledger: an authorisation and what became of it. */
export interface LedgerEntry {
  /** authorized, captured, capture-declined, voided or declined (see the gateway's table). */
  status: string;
  amount: number;
  lastFour: string;
  declineReason: string | null;
}

const chargesPath = '/charges/';

/**
 * Every authorisation the sandbox gateway recorded for the quotation a policy was bought from
 * (all attempts: declined cards, retries, reloads), oldest first.
 */
async function ledgerOfPolicy(db: Database, policyNumber: string): Promise<LedgerEntry[]> {
  const [policy] = await db
    .select({ quotationId: policies.quotationId })
    .from(policies)
    .where(eq(policies.policyNumber, policyNumber));
  if (!policy) return [];
  return db
    .select({
      status: gatewayAuthorizations.status,
      amount: gatewayAuthorizations.amount,
      lastFour: payments.lastFour,
      declineReason: gatewayAuthorizations.declineReason,
    })
    .from(payments)
    .innerJoin(emissions, eq(emissions.id, payments.emissionId))
    .innerJoin(
      gatewayAuthorizations,
      eq(gatewayAuthorizations.idempotencyKey, payments.idempotencyKey),
    )
    .where(eq(emissions.quotationId, policy.quotationId))
    .orderBy(asc(gatewayAuthorizations.createdAt));
}

/**
 * The test server's database lives in the global setup's process, out of the browser tests'
 * reach; this loopback endpoint lets them read the payment sandbox's ledger, so "charged once"
 * is asserted on the processor's records, not on what the page says. Tests only: the product
 * has no such page (a real processor has its own dashboard).
 */
export async function serveSandboxLedger(db: Database) {
  const server = createServer((request, response) => {
    const url = request.url ?? '';
    if (!url.startsWith(chargesPath)) {
      response.writeHead(404).end();
      return;
    }
    ledgerOfPolicy(db, decodeURIComponent(url.slice(chargesPath.length)))
      .then((entries) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(entries));
      })
      .catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sandbox's ledger for the quotation behind `policyNumber`, read from a browser test. */
export async function ledgerOf(policyNumber: string): Promise<LedgerEntry[]> {
  const response = await fetch(`${inject('ledgerUrl')}${chargesPath}${policyNumber}`);
  if (!response.ok) throw new Error(`ledger: ${response.status} ${await response.text()}`);
  return (await response.json()) as LedgerEntry[];
}
