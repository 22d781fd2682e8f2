import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createApi } from '../../../src/api';
import { createSandboxCardGateway } from '../../../src/api/card-gateway';
import { readArrivalParams } from '../../../src/domain/site/arrival';
import { ownPartnerCode, retailPartnerCode } from '../../../src/domain/site/partners';
import type { PromoCodeAnswer } from '../../../src/domain/site/promo';
import { createAppMachine } from '../../../machines/app/app.actors';
import { promo } from '../../../machines/qa/samples/session.samples';
import { entryOf } from '../../../machines/registry';
import { createRestoredActor, persistActor } from '../../../machines/support/persistence';
import { memoryStorage } from '../support/memory-storage';
import { appInput, fakeAppMachine } from './start-app';

const key = 'cotizauto.app';
const { sanitise } = entryOf('app');

/** The retail brand's promo names its partner; any other code names none. */
const loadPromoData = fromPromise<PromoCodeAnswer, { promoCode: string }>(async ({ input }) =>
  input.promoCode === 'COPPEL-TIENDA'
    ? { ...promo, code: input.promoCode, partnerCode: retailPartnerCode, skipSeeQuote: false }
    : { ...promo, code: input.promoCode, partnerCode: null, skipSeeQuote: false },
);

/**
 * The app machine as the browser builds it, on an API client of its own that starts with the
 * site's partner code; every flow's calls are fakes, so none leaves the test.
 */
function appOnItsApi() {
  const api = createApi({ bearerToken: 'public', partnerCode: ownPartnerCode, language: 'es' });
  const browserApp = createAppMachine({
    api,
    cookies: { set: () => {} },
    cardGateway: createSandboxCardGateway(api.http),
    saveFile: () => {},
    reportTransaction: () => {},
  });
  const { machine } = fakeAppMachine({ loadPromoData }, {}, undefined, undefined, browserApp);
  return { api, machine };
}

const sessionAtRest = (app: { getSnapshot(): { children: { session?: unknown } } }) =>
  waitFor(
    app.getSnapshot().children.session as never,
    (snapshot: { matches(state: string): boolean }) => snapshot.matches('ready'),
  );

describe("app: the calls carry the session's partner code", () => {
  it("a promo naming a partner (the retail brand's COPPEL-TIENDA) switches the calls to it; a promo naming none puts the site's back", async () => {
    const { api, machine } = appOnItsApi();
    const app = createActor(machine, { input: appInput('/', '?promocode=COPPEL-TIENDA') }).start();
    await sessionAtRest(app);
    expect(api.http.partnerCode).toBe(retailPartnerCode);

    app
      .getSnapshot()
      .children.session!.send({ type: 'session.applyPromo', promoCode: 'BIENVENIDA10' });
    await sessionAtRest(app);
    expect(app.getSnapshot().children.session!.getSnapshot().context.promoCode).toBe(
      'BIENVENIDA10',
    );
    expect(api.http.partnerCode).toBe(ownPartnerCode);
  });

  it("a reloaded tab's calls carry the partner code its stored session holds", async () => {
    const storage = memoryStorage();
    const first = appOnItsApi();
    const page = createActor(first.machine, { input: appInput('/', '?promocode=COPPEL-TIENDA') });
    const persistence = persistActor(page, { storage, key, sanitise });
    page.start();
    await sessionAtRest(page);
    persistence.flush();
    page.stop();

    const reload = appOnItsApi();
    const restored = createRestoredActor(reload.machine, { storage, key }, { input: appInput() });
    restored.start();
    expect(reload.api.http.partnerCode).toBe(ownPartnerCode);
    restored.send({ type: 'app.urlOpened', arrival: readArrivalParams('') });
    expect(reload.api.http.partnerCode).toBe(retailPartnerCode);
  });
});
