import { fromCallback } from 'xstate';
import { offerTickMs } from '../../src/domain/quote/offer-countdown';

/** Ticks the offer countdown while the results page shows an offer, with the time of each tick. */
export const offerClock = fromCallback(({ sendBack }) => {
  const interval = setInterval(
    () => sendBack({ type: 'quotation.offerTick', now: Date.now() }),
    offerTickMs,
  );
  return () => clearInterval(interval);
});
