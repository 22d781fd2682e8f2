import type { FastifyInstance } from 'fastify';
import { paymentRoutes } from './payments/payment-routes';
import { postalRoutes } from './postal/postal-routes';
import { plateRoutes } from './vehicles/plate-routes';
import { vehicleRoutes } from './vehicles/vehicle-routes';

/** The reference catalogue's calls: vehicles, plates, postal codes, banks and card BINs. */
export async function catalogArea(app: FastifyInstance) {
  await app.register(vehicleRoutes);
  await app.register(plateRoutes);
  await app.register(postalRoutes);
  await app.register(paymentRoutes);
}
