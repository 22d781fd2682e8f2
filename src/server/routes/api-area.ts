import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * One API area (catalogue, quotation, carts, payments, policies, users…) as a Fastify plugin.
 * Its own module so the areas and the list that registers them (routes/index.ts) do not import
 * each other.
 */
export type ApiArea = (app: FastifyInstance, options: ApiAreaOptions) => Promise<void>;
export interface ApiAreaOptions {
  config: ServerConfig;
}
