import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createFlowSystem, storageKeyOf } from '../../../src/web/machines/flow-system';
import { memoryStorage } from '../support/memory-storage';
import { cartId, catalogue, promo, savedCart } from '../session/samples';
import { modelYears, postalLocation, versa } from '../quote-wizard/samples';

/** The API calls the two flows make, answered like the server would. */
function fakeApi() {
  let partnerCode = 'cotizauto';
  return {
    http: {
      get partnerCode() {
        return partnerCode;
      },
      setPartnerCode: vi.fn((code: string) => (partnerCode = code)),
    },
    quotation: {
      getPromoCodeData: async () => promo,
      getCart: async () => ({ id: cartId, redux: savedCart }),
      saveCart: async () => ({ id: cartId }),
    },
    catalog: {
      listSubBrands: async () => [versa],
      listModels: async () => [...modelYears, { id: 'm-versa-2020', year: 2020 }],
      getPostalLocation: async () => ({ ...postalLocation, ...catalogue }),
      listVersions: async () => catalogue.versions,
      getAllSubBrands: async () => [versa],
    },
    account: { createAcquisitionLead: async () => ({ leadId: 'lead-1' }) },
  };
}

function startFlows(search: string, storage = memoryStorage()) {
  const navigate = vi.fn();
  const api = fakeApi();
  const cookies: string[] = [];
  const system = createFlowSystem({
    api: api as never,
    cookies: { set: (name, value) => void cookies.push(`${name}=${value}`) },
    search,
    storage,
    navigate,
  });
  system.startAll();
  return { system, storage, navigate, api, cookies };
}

describe('the flows running together', () => {
  it('a promo arrival forgets the stored quotation and sets the partner code of every call', async () => {
    const storage = memoryStorage();
    storage.setItem(storageKeyOf('quotation'), '{"fingerprint":"x","snapshot":{}}');
    const { system, api, cookies } = startFlows('?promocode=VERANO', storage);
    await waitFor(system.actor('session')!, (snapshot) => snapshot.matches('ready'));
    expect(storage.items.has(storageKeyOf('quotation'))).toBe(false);
    expect(api.http.setPartnerCode).toHaveBeenLastCalledWith('coppel');
    expect(cookies).toEqual(['promoCode=VERANO']);
    system.stop();
  });

  it('AS_LEADS locks the wizard’s editing', async () => {
    const { system } = startFlows('?promocode=AS_LEADS');
    await waitFor(system.actor('session')!, (snapshot) => snapshot.matches('ready'));
    expect(system.actor('quoteWizard')!.getSnapshot().context.editingLocked).toBe(true);
    system.stop();
  });

  it('a restored cart rebuilds the wizard', async () => {
    const { system } = startFlows(`?cartId=${cartId}`);
    const wizard = system.actor('quoteWizard')!;
    await waitFor(wizard, (snapshot) => snapshot.matches('handedOver'));
    expect(wizard.getSnapshot().context.fields).toMatchObject({
      vehicleSearch: 'Nissan Versa',
      postalCode: '06700',
      model: '2020',
    });
    system.stop();
  });

  it('a reload lands on the wizard step it left, with its data', async () => {
    const first = startFlows('');
    const wizard = first.system.actor('quoteWizard')!;
    wizard.send({ type: 'wizard.selectSubBrand', subbrand: versa });
    wizard.send({ type: 'wizard.next' });
    await waitFor(wizard, (snapshot) => snapshot.matches('modelYear'));
    first.system.stop();

    const second = startFlows('', first.storage);
    const restored = second.system.actor('quoteWizard')!.getSnapshot();
    expect(restored.value).toBe('modelYear');
    expect(restored.context.fields.subbrandId).toBe(versa.id);
    second.system.stop();
  });
});
