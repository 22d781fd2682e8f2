import type { FastifyInstance } from 'fastify';
import type { Neighborhood, PostalLocation } from '../../../domain/common/postal-location';
import { messages } from '../../../domain/validation/messages';
import { postalLocationRequestSchema } from '../../../domain/validation/catalog-requests';
import { isStateCode, mexicanStates } from '../../../domain/common/states';
import type { ValibotTypeProvider } from '../../http/valibot-provider';
import { notFound } from '../../http/errors';
import { insurersServingState } from '../../insurers/appetite';

const stateNames = new Map<string, string>(mexicanStates.map((state) => [state.code, state.name]));

/** Postal-code lookups of the quote wizard and the address step. */
export async function postalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ValibotTypeProvider>();

  async function knownSettlements(postalCode: string) {
    const settlements = await app.catalog.settlementsOf(postalCode);
    if (settlements.length === 0) throw notFound(messages.quotePostalCode);
    return settlements;
  }

  api.post(
    '/api/catalog/get-postal-location',
    {
      schema: {
        tags: ['catalog'],
        summary: 'State, city, colonias and the insurers that quote a postal code',
        body: postalLocationRequestSchema,
      },
    },
    async (request): Promise<{ data: PostalLocation }> => {
      const { postalCode } = request.body;
      const settlements = await knownSettlements(postalCode);
      const [first] = settlements;
      const stateCode = first?.stateCode ?? '';
      return {
        data: {
          postalCode,
          stateCode,
          stateName: stateNames.get(stateCode) ?? stateCode,
          // Rural settlements have no city: the municipality names the place instead.
          cityName: first?.city || first?.municipality || '',
          municipality: first?.municipality ?? '',
          neighborhoods: settlements.map(({ id, name }) => ({ id, name })),
          supportedInsurers: isStateCode(stateCode) ? insurersServingState(stateCode) : [],
        },
      };
    },
  );

  api.post(
    '/api/catalog/verify-neighborhoods',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The colonias of a postal code, sorted by name',
        body: postalLocationRequestSchema,
      },
    },
    async (request): Promise<{ data: Neighborhood[] }> => ({
      data: (await knownSettlements(request.body.postalCode)).map(({ id, name }) => ({ id, name })),
    }),
  );
}
