import type { AnyActorRef, AnyEventObject } from 'xstate';
import { paymentFrequencyFor } from '../../domain/payment-frequencies';
import { clientRoutes } from '../../domain/routes';
import type { FlowSystem } from './flow-system';
import type { SessionEmitted } from '../../../machines/session/session.types';
import type { QuotationRequestEvent } from '../../../machines/support/quotation-link';

/** Flows a promo arrival resets (stored cart, quotation, utils and blacklist). */
const flowsResetByPromo = ['quotation', 'individualCart', 'companyCart'];

/**
 * The machines do not know each other: they emit, and this routes. See
 * machines/support/quotation-link.ts for the quotation's side of the interface.
 */
export function routeFlowEvents(name: string, actor: AnyActorRef, system: FlowSystem) {
  const send = (target: string, event: AnyEventObject) => system.actor(target)?.send(event);
  const toQuotation = (event: QuotationRequestEvent) => {
    const session = system.actor('session')?.getSnapshot();
    const onlyCash = Boolean(session?.context.promo?.onlyCashPayment);
    const request = {
      ...event,
      promoCode: session?.context.promoCode,
      blacklist: session?.context.blacklist ?? [],
      // A cash-only promo quotes Contado (src/domain/payment-frequencies.ts).
      ...(onlyCash ? { policy: { paymentFrequency: paymentFrequencyFor(0, true) } } : {}),
    };
    send('quotation', request);
  };

  if (name === 'quoteWizard') {
    // The wizard's hand-over starts a round and shows its results (quote area, section 4).
    actor.on('quotation.request', (event: QuotationRequestEvent) => {
      toQuotation(event);
      system.options.navigate(clientRoutes.seeQuote);
    });
  }
  if (name === 'session') {
    actor.on('*', (event: SessionEmitted) => {
      switch (event.type) {
        case 'quotation.request':
          return toQuotation(event);
        case 'session.resetStoredFlow':
          return flowsResetByPromo.forEach((flow) => system.reset(flow));
        case 'session.cartRestored':
          return send('quoteWizard', { type: 'wizard.restore', inputs: event.inputs });
        case 'wizard.setEditingLock':
          return send('quoteWizard', event);
        case 'navigation.requested':
          return system.options.navigate(event.to);
      }
    });
    actor.subscribe((snapshot: { context: { partnerCode: string } }) =>
      system.options.api.http.setPartnerCode(snapshot.context.partnerCode),
    );
  }
  if (name === 'quotation') {
    actor.on('navigation.requested', (event: { to: string }) => system.options.navigate(event.to));
    // The quotation exposes its lifecycle flags; a settled round tells the session.
    let wasQuoting = false;
    actor.subscribe((snapshot: { context: Record<string, unknown> }) => {
      const quoting = Boolean(snapshot.context.quotationInit);
      if (wasQuoting && !quoting) {
        send('session', {
          type: 'quotation.settled',
          withoutQuotes: Boolean(snapshot.context.withoutQuotes),
        });
      }
      wasQuoting = quoting;
    });
  }
}
