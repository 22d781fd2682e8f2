import { eq } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import { mailOutbox } from '../../../src/server/db/schema/index';

export const cartId = '0b9e4c1a-6f7d-4e2a-9c3b-5d8e7f6a1b2c';

/** One valid send-mail body per mail code. */
export const mailRequests = {
  savedQuote: {
    branchCode: 'vehicle',
    mailCode: 'saved-quote',
    content: {
      emailAddress: 'ana.lopez@correo.mx',
      firstName: 'Ana',
      cartId,
      vehicle: 'Nissan Versa 2019',
    },
    partnerCode: 'cotizauto',
  },
  policyIssued: {
    branchCode: 'vehicle',
    mailCode: 'policy-issued',
    content: {
      emailAddress: 'ana.lopez@correo.mx',
      firstName: 'Ana',
      policyNumber: 'HDI-0042-7781',
      insurer: 'hdi',
      vehicle: 'Nissan Versa Advance 2019',
      package: 0,
      paymentFrequency: 3,
      total: 12345.6,
      beginDate: '2026-12-01',
      endDate: '2027-12-01',
    },
    partnerCode: 'cotizauto',
  },
  accountCreated: {
    branchCode: 'vehicle',
    mailCode: 'account-created',
    content: { emailAddress: 'ana.lopez@correo.mx', firstName: 'Ana' },
    partnerCode: 'cotizauto',
  },
};

export async function outboxRow(app: App, id: string) {
  const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
