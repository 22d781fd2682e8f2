import fp from 'fastify-plugin';
import type { PaymentGateway } from './payment-gateway';
import { createSandboxGateway } from './sandbox-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
  }
}

export interface PaymentGatewayOptions {
  latencyMs: number;
  /** Another processor (tests use one whose later charges fail); the sandbox by default. */
  gateway?: PaymentGateway;
}

/**
 * The payment gateway, created once for the whole app: the tokeniser, the emission, the
 * pending payment and the instalment job all charge through this one. The sandbox keeps its
 * vault in the database and dates its charges by the app's clock.
 */
export const paymentGatewayPlugin = fp<PaymentGatewayOptions>(
  async (app, { latencyMs, gateway }) => {
    app.decorate('paymentGateway', gateway ?? createSandboxGateway(app.db, latencyMs, app.clock));
  },
  { name: 'payment-gateway', dependencies: ['database', 'clock'] },
);
