import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { leads } from '../db/schema/index';
import type { LeadBody } from '../../domain/requests/lead';

export type LeadChannel = (typeof leads.$inferInsert)['channel'];

export async function storeLead(
  db: Database,
  channel: LeadChannel,
  lead: LeadBody,
  partnerCode: string,
): Promise<string> {
  const id = randomUUID();
  await db.insert(leads).values({
    id,
    channel,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    quoteContext: lead.quote,
    partnerCode,
  });
  return id;
}
