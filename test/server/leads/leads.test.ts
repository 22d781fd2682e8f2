import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dataOf, openSession, post, appForThisFile } from '../../support/test-app';
import type { App } from '../../../src/server/app';
import { leads } from '../../../src/server/db/schema/index';
import { loggableError } from '../../../src/server/db/loggable-error';

const { app, session } = await appForThisFile();

const lead = {
  fullName: 'Ana López',
  phoneNumber: '5512345678',
  emailAddress: 'ana.lopez@correo.mx',
  quote: {
    cartId: '0b9e4c1a-6f7d-4e2a-9c3b-5d8e7f6a1b2c',
    vehicle: 'Nissan Versa Advance',
    versionId: 'versa-advance-at',
    model: 2019,
    postalCode: '03940',
    personType: 'natural',
    gender: 'female',
    birthdate: '1986-03-13',
    promoCode: 'AS_LEADS',
  },
  partnerCode: 'coppel',
};
const leadPaths = ['/api/user/create-acquisition-lead', '/api/leads/create-lead'];
const storedLead = async (id: string) =>
  (await app.db.select().from(leads).where(eq(leads.id, id)))[0];

describe.each(leadPaths)('POST %s', (path) => {
  it('stores the lead with its quote context and partner, and answers its id', async () => {
    const response = await post(app, session, path, lead, { 'x-partner-code': 'coppel' });
    expect(response.statusCode).toBe(200);
    const { leadId } = dataOf<{ leadId: string }>(response);
    expect(await storedLead(leadId)).toMatchObject({
      name: 'Ana López',
      phone: '5512345678',
      email: 'ana.lopez@correo.mx',
      quoteContext: lead.quote,
      partnerCode: 'coppel',
    });
  });

  it.each([
    ['a blank name', { fullName: '   ' }, 'fullName'],
    ['a phone of 8 digits', { phoneNumber: '55123456' }, 'phoneNumber'],
    ['a phone with letters', { phoneNumber: '55-1234-abc' }, 'phoneNumber'],
    ['an e-mail without a domain', { emailAddress: 'ana@' }, 'emailAddress'],
    [
      'an e-mail whose last part has 7 letters',
      { emailAddress: 'ana@correo.example' },
      'emailAddress',
    ],
    ['no e-mail at all', { emailAddress: undefined }, 'emailAddress'],
  ])('rejects %s with the group message the wizard shows', async (_label, change, field) => {
    const response = await post(app, session, path, { ...lead, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation-error',
      message: 'Existen datos incorrectos.',
      fields: { [field]: ['Existen datos incorrectos.'] },
    });
  });
});

describe('lead rules at their limits', () => {
  it('accepts a phone of 9 digits and an e-mail whose last part has 6 letters', async () => {
    const response = await post(app, session, leadPaths[0]!, {
      fullName: 'Ana',
      phoneNumber: '551 234 567',
      emailAddress: 'ana@correo.agency',
      partnerCode: 'cotizauto',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a quote context whose postal code the wizard would refuse, with its message', async () => {
    const message =
      'Parece que ese C.P. no existe. ¿Te sabes el código postal más cercano al tuyo?';
    const response = await post(app, session, leadPaths[0]!, {
      ...lead,
      quote: { ...lead.quote, postalCode: '0394' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation-error',
      message,
      fields: { 'quote.postalCode': [message] },
    });
  });

  it('stores the channel each call stands for', async () => {
    const channels = [];
    for (const path of leadPaths) {
      const { leadId } = dataOf<{ leadId: string }>(await post(app, session, path, lead));
      channels.push((await storedLead(leadId))?.channel);
    }
    expect(channels).toEqual(['acquisition', 'lead']);
  });
});

describe('a lead that cannot be stored', () => {
  let failing: App;
  beforeAll(async () => {
    failing = await buildTestApp();
    await failing.db.execute(sql`alter table leads rename to leads_gone`);
  });
  afterAll(() => failing.close());

  it('answers the spec message', async () => {
    const response = await post(failing, await openSession(failing), leadPaths[0]!, lead);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'unknow-error',
      message: 'Error in Acquisition Lead creation',
    });
  });

  it('logs the database error without the lead data', async () => {
    const row = {
      id: crypto.randomUUID(),
      channel: 'lead' as const,
      name: lead.fullName,
      phone: lead.phoneNumber,
      email: lead.emailAddress,
      partnerCode: 'x',
    };
    const error = await failing.db
      .insert(leads)
      .values(row)
      .catch((caught: unknown) => caught);
    const logged = loggableError(error) as Error;
    expect(logged).toMatchObject({ message: 'relation "leads" does not exist', code: '42P01' });
    const everything = JSON.stringify(logged, Object.getOwnPropertyNames(logged));
    for (const personal of [row.name, row.phone, row.email]) {
      expect(String(error)).toContain(personal);
      expect(everything).not.toContain(personal);
    }
  });
});
