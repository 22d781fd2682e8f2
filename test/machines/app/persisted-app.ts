import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { entryOf } from '../../../machines/registry';
import { createRestoredActor, persistActor } from '../../../machines/support/persistence';
import { submit, validValues } from '../cart-fixtures';
import { settle } from '../cart-fakes';
import { individualValues } from '../individual-cart.support';
import { memoryStorage } from '../support/memory-storage';
import { quoteThrough } from './quote-through';
import { appInput, fakeAppMachine, type AppActor } from './start-app';

export const key = 'cotizauto.app';
const { sanitise } = entryOf('app');

/**
 * A page of the app persisted as it goes, and a reload of it from the same storage (whose
 * quotation's code loads at once); `loadQuotation` is how the first page loads it.
 */
export function persistedApp(storage = memoryStorage(), loadQuotation?: AnyActorLogic) {
  const fakes = fakeAppMachine({}, {}, undefined, loadQuotation);
  const actor = createActor(fakes.machine, { input: appInput() });
  const persistence = persistActor(actor, { storage, key, sanitise });
  actor.start();
  const reload = () => {
    persistence.flush();
    actor.stop();
    const again = fakeAppMachine();
    const restored = createRestoredActor(again.machine, { storage, key }, { input: appInput() });
    restored.start();
    return { restored, insurers: again.insurers };
  };
  return { ...fakes, actor, storage, reload };
}

export const children = (app: AppActor) => app.getSnapshot().children;

export async function buyerAtContactStep() {
  const page = persistedApp();
  await waitFor(children(page.actor).session!, (snapshot) => snapshot.matches('ready'));
  await quoteThrough(page.actor);
  page.insurers.answerEvery();
  await settle();
  children(page.actor).quotation!.send({
    type: 'quotation.select',
    providerCode: 'gnp',
    package: 0,
  });
  children(page.actor).quotation!.send({
    type: 'quotation.select',
    providerCode: 'hdi',
    package: 0,
  });
  await settle(); // the purchase flows' code loads before the cart starts
  const cart = children(page.actor).individualCart!;
  cart.send(submit(individualValues.holder));
  cart.send(submit(individualValues.birthdateAndGender));
  cart.send(submit({ rfc: 'LOPA860313RG2' }));
  await waitFor(cart, (snapshot) => snapshot.matches('contact'));
  cart.send(submit(validValues.contact));
  await waitFor(cart, (snapshot) => snapshot.matches('address'));
  return page;
}
