import fp from 'fastify-plugin';

/**
 * What time it is for the jobs that run on dates (scheduled instalment charges). The server
 * uses the system clock; tests and sandbox demonstrations use a `SandboxClock` they can move,
 * so a year of monthly charges runs in a moment.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class SandboxClock implements Clock {
  #current: Date;

  constructor(start: Date) {
    this.#current = new Date(start);
  }

  now(): Date {
    return new Date(this.#current);
  }

  /** Moves the clock to `moment`; it never goes back, as time does not. */
  moveTo(moment: Date): void {
    if (moment.getTime() > this.#current.getTime()) this.#current = new Date(moment);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** Decorates the app with its clock: the system's unless a sandbox clock is given. */
export const clockPlugin = fp<{ clock?: Clock }>(
  async (app, { clock }) => {
    app.decorate('clock', clock ?? systemClock);
  },
  { name: 'clock' },
);
