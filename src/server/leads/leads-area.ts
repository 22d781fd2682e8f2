import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ValibotTypeProvider } from '../http/valibot-provider';
import { AppError } from '../http/errors';
import { leadCreationFailedMessage } from '../../domain/validation/lead-failure';
import { leadRequestSchema, type LeadRequest } from '../../domain/validation/lead-request';
import { loggableError } from '../db/loggable-error';
import { errorCodes } from '../../domain/common/errors';
import { storeLead, type LeadChannel } from './lead-store';

/** The two lead calls of the spec; both store the same lead and differ in channel only. */
const leadRoutes: { path: string; channel: LeadChannel; summary: string }[] = [
  {
    path: '/api/user/create-acquisition-lead',
    channel: 'acquisition',
    summary: 'Stores the lead the quote wizard collects',
  },
  { path: '/api/leads/create-lead', channel: 'lead', summary: 'Stores a lead' },
];

export async function leadsArea(app: FastifyInstance) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  for (const { path, channel, summary } of leadRoutes) {
    api.post(
      path,
      { schema: { tags: ['leads'], summary, body: leadRequestSchema } },
      async (request) => ({
        data: { leadId: await createLead(request, channel, request.body) },
      }),
    );
  }
}

/** Any storage failure answers the spec's lead error; the cause goes to the log only. */
async function createLead(request: FastifyRequest, channel: LeadChannel, lead: LeadRequest) {
  try {
    return await storeLead(request.server.db, channel, lead, request.partnerCode);
  } catch (error) {
    request.log.error({ err: loggableError(error), channel }, 'lead not stored');
    throw new AppError(500, errorCodes.unknown, leadCreationFailedMessage);
  }
}
