import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { leads } from '../db/schema/index';
import type { LeadRequest } from '../../domain/validation/lead-request';

export type LeadChannel = (typeof leads.$inferInsert)['channel'];

export async function storeLead(
  db: Database,
  channel: LeadChannel,
  lead: LeadRequest,
  partnerCode: string,
): Promise<string> {
  const id = randomUUID();
  await db.insert(leads).values({
    id,
    channel,
    name: lead.fullName,
    phone: lead.phoneNumber,
    email: lead.emailAddress,
    quoteContext: lead.quote,
    partnerCode,
  });
  return id;
}
