import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { VehicleByPlates } from '../../../domain/vehicle/vehicle-by-plates';
import {
  catalogMessages,
  vehicleByPlatesQuerySchema,
} from '../../../domain/validation/catalog-requests';
import { registeredPlates } from '../../db/schema/index';
import type { ValibotTypeProvider } from '../../http/valibot-provider';
import { notFound } from '../../http/errors';
import { versionId } from './version-id';

/**
 * The sandbox plate registry (data/sandbox/plates.csv): a registered plate resolves to its
 * vehicle with VIN and engine number, so the cart skips asking for them; any other plate is
 * not found and the cart asks. A real registry (REPUVE, an insurer's service) replaces it.
 */
export async function plateRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ValibotTypeProvider>();

  api.get(
    '/api/vehicle/get-vehicle-information',
    {
      schema: {
        tags: ['vehicle'],
        summary: 'The registered vehicle of a licence plate',
        querystring: vehicleByPlatesQuerySchema,
      },
    },
    async (request): Promise<{ data: VehicleByPlates }> => {
      const { licensePlates } = request.query;
      const [plate] = await app.db
        .select()
        .from(registeredPlates)
        .where(eq(registeredPlates.licensePlates, licensePlates));
      const version =
        plate && (await app.catalog.findVersion(versionId(plate.trimKey, plate.modelYear)));
      if (!plate || !version) throw notFound(catalogMessages.platesNotFound);
      return {
        data: {
          licensePlates,
          vin: plate.vin,
          engineNumber: plate.engineNumber,
          versionId: version.versionId,
          description: version.description,
          brand: version.brand,
          subBrand: version.subBrand,
          modelYear: version.modelYear,
          modelId: version.modelId,
        },
      };
    },
  );
}
