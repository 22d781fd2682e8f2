import fp from 'fastify-plugin';
import { createInsurerGateway, type InsurerGateway } from './gateway';
import type { SandboxSettings } from './sandbox-settings';

declare module 'fastify' {
  interface FastifyInstance {
    insurerGateway: InsurerGateway;
  }
}

/**
 * The insurer gateway, created once for the whole app: the quotation area quotes through it
 * and the policies area issues through its adapters (fastify/demo's shape: one plugin per
 * shared service, named, with its dependencies declared).
 */
export const insurerGatewayPlugin = fp<{ settings: SandboxSettings }>(
  async (app, { settings }) => {
    app.decorate('insurerGateway', createInsurerGateway(settings, app.log));
  },
  { name: 'insurer-gateway' },
);
