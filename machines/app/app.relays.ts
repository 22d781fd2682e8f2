import { fromCallback, type ActorRef, type EventObject, type Snapshot } from 'xstate';
import type { QuotationEmitted } from '../quotation/quotation.types';
import type { QuoteWizardEmitted } from '../quote-wizard/quote-wizard.types';
import type { SessionEmitted } from '../session/session.types';
import type { AppChildEvent, FlowId } from './app.types';

/** A running flow as its relay sees it: something that emits `TEmitted`. */
type Emitter<TEmitted extends EventObject> = ActorRef<Snapshot<unknown>, EventObject, TEmitted>;

/**
 * The children do not know the app: they `emit` their declared events. A relay, spawned beside
 * its child, listens to them and hands each to the app as one of the app's own typed events.
 */
function relayOf<TEmitted extends EventObject>(
  flow: FlowId,
  toAppEvent: (event: TEmitted) => AppChildEvent,
) {
  return fromCallback<EventObject>(({ system, sendBack }) => {
    const child = system.get(flow) as Emitter<TEmitted> | undefined;
    const subscription = child?.on('*', (event) => sendBack(toAppEvent(event)));
    return () => subscription?.unsubscribe();
  });
}

export const relayQuoteWizard = relayOf<QuoteWizardEmitted>('quoteWizard', (event) =>
  event.type === 'wizard.modelChosen'
    ? event
    : {
        type: 'wizard.handedOver',
        inputs: event.inputs,
        ...(event.versions ? { versions: event.versions } : {}),
      },
);

export const relaySession = relayOf<SessionEmitted>('session', (event) => {
  switch (event.type) {
    case 'quotation.request':
      return {
        type: 'session.requoteRequested',
        inputs: event.inputs,
        policy: event.policy,
        package: event.package,
      };
    case 'wizard.setEditingLock':
      return { type: 'session.editingLockChanged', locked: event.locked };
    case 'navigation.requested':
      return { type: 'session.navigationRequested', to: event.to };
    default:
      return event;
  }
});

export const relayQuotation = relayOf<QuotationEmitted>('quotation', (event) => event);
