import { fromCallback } from 'xstate';
import { offerTickMs } from '../../src/domain/quote/offer-countdown';

/** Ticks the offer countdown while the results page shows an offer. */
export const offerClock = fromCallback(({ sendBack }) => {
  const interval = setInterval(() => sendBack({ type: 'quotation.offerTick' }), offerTickMs);
  return () => clearInterval(interval);
});
