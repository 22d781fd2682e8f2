import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  selectCanGoBack,
  selectErrorMessage,
  selectRfcPrefill,
  selectStepValues,
} from '../../machines/company-cart/company-cart.selectors';
import { timing } from '../../src/domain/common/timing';
import { promoOf, sharedStepsToIssued, submit, validValues, vehicleFound } from './cart-fixtures';
import { settle } from './cart-fakes';
import { recordSteps } from './cart-reload';
import {
  companyInput,
  companyValues,
  fillCompanyUntil,
  startCompanyCart,
} from './company-cart.support';

afterEach(() => {
  vi.useRealTimers();
});

describe('company cart: what each form opens with', () => {
  it("opens the razón social without 'Regresar', and with what was saved on coming back", () => {
    const { actor } = startCompanyCart();
    expect(selectCanGoBack(actor.getSnapshot())).toBe(false);
    expect(selectStepValues(actor.getSnapshot())).toBeUndefined();
    actor.send(submit(companyValues.companyName));
    expect(actor.getSnapshot().value).toBe('rfc');
    expect(selectCanGoBack(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'cart.back' });
    expect(selectStepValues(actor.getSnapshot())).toMatchObject(companyValues.companyName);
  });
});

describe('company cart: the steps in order', () => {
  it('walks the company steps with the spec step indexes, to success', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { actor } = startCompanyCart(companyInput(), {
      emission: [
        { status: 'processing' },
        { status: 'issued', policyNumber: 'GDS-1', paymentStatus: 'paid' },
      ],
    });
    const seen = recordSteps(actor);
    await fillCompanyUntil(actor, 'emission');
    await vi.advanceTimersByTimeAsync(timing.emissionPollMs);
    expect(seen).toEqual([['companyName', 0], ['rfc', 1], ...sharedStepsToIssued]);
    expect(actor.getSnapshot().output).toMatchObject({
      policyNumber: 'GDS-1',
      paymentStatus: 'paid',
    });
  });

  it('asks the razón social with the spec message', () => {
    const { actor } = startCompanyCart();
    actor.send(submit({ companyName: '   ' }));
    expect(actor.getSnapshot().value).toBe('companyName');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      companyName: 'No has ingresado la razón social',
    });
  });

  it('splits the company name and prefills the RFC generated from it', () => {
    const { actor } = startCompanyCart();
    actor.send(submit(companyValues.companyName));
    const { context } = actor.getSnapshot();
    expect(context.companyNameParts).toMatchObject({
      legalName: 'TRANSPORTES AGILES DEL NORTE',
      legalForm: 'SA DE CV',
    });
    expect(selectRfcPrefill(actor.getSnapshot())).toBe('TAN010510LF3');
  });

  it('takes a corrected RFC and refuses a personal one with the spec message', () => {
    const { actor } = startCompanyCart();
    actor.send(submit(companyValues.companyName));
    actor.send(submit({ rfc: 'LOPA860313RG2' }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ rfc: 'RFC incorrecto' });
    actor.send(submit({ rfc: 'EKU9003173C9' }));
    expect(actor.getSnapshot().value).toBe('contact');
    expect(selectRfcPrefill(actor.getSnapshot())).toBe('EKU9003173C9');
  });

  it('asks the privacy notice at the serial-number step (spaces allowed in the engine number)', async () => {
    const { actor } = startCompanyCart(companyInput(), {});
    await fillCompanyUntil(actor, 'serialNumbers');
    actor.send(submit({ ...companyValues.serialNumbers, privacyNoticeAccepted: false }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      privacyNoticeAccepted: 'Para continuar acepta el aviso de privacidad.',
    });
    actor.send(submit(companyValues.serialNumbers));
    expect(actor.getSnapshot().context.steps.serialNumbers?.engineNumber).toBe('CBP 123456');
  });
});

describe('company cart: the RFC follows the company name (regenerateRfc)', () => {
  it('generates the RFC again when the name changes, unless the buyer typed their own', () => {
    const { actor } = startCompanyCart();
    actor.send(submit(companyValues.companyName));
    actor.send(submit({ rfc: 'TAN010510LF3' }));
    actor.send({ type: 'cart.back' });
    actor.send({ type: 'cart.back' });
    actor.send(submit({ companyName: 'Logística Peninsular SA de CV' }));
    expect(selectRfcPrefill(actor.getSnapshot())).toMatch(/^LPE010510/);

    actor.send(submit({ rfc: 'EKU9003173C9' }));
    actor.send({ type: 'cart.back' });
    actor.send({ type: 'cart.back' });
    actor.send(submit(companyValues.companyName));
    expect(selectRfcPrefill(actor.getSnapshot())).toBe('EKU9003173C9');
  });
});

describe('company cart: beneficiary Moral or Física', () => {
  it('takes a lender company (Moral) or a lender person (Física) with birth date', async () => {
    const moral = startCompanyCart();
    await fillCompanyUntil(moral.actor, 'beneficiary');
    moral.actor.send(submit({ fiscalRegime: 'company', companyName: '', tin: 'EKU9003173C9' }));
    expect(moral.actor.getSnapshot().context.fieldErrors).toEqual({
      companyName: 'El nombre de tu financiera es indispensable en caso de siniestro.',
    });

    const fisica = startCompanyCart();
    await fillCompanyUntil(fisica.actor, 'beneficiary');
    fisica.actor.send(submit(companyValues.individualBeneficiary));
    expect(fisica.actor.getSnapshot().value).toBe('serialNumbers');
    expect(fisica.actor.getSnapshot().context.steps.beneficiary).toMatchObject({
      fiscalRegime: 'individual',
      birthdate: '1970-02-02',
    });
  });

  it('skips the beneficiary when financing is not active, and the serial numbers after a plate hit', async () => {
    const { actor } = startCompanyCart(companyInput(), { plates: async () => vehicleFound });
    await fillCompanyUntil(actor, 'vehicle');
    actor.send(submit(validValues.vehicleOwned));
    await settle();
    expect(actor.getSnapshot().value).toBe('payment');
  });
});

describe('company cart: the quotation is updated before payment', () => {
  it('re-quotes with the version chosen in the cart and pays the updated quotation', async () => {
    const { actor, quotes, backend } = startCompanyCart();
    await fillCompanyUntil(actor, 'payment');
    expect(quotes).toEqual([
      {
        providerCode: 'gds',
        quote: expect.objectContaining({ versionId: 'version-1', paymentFrequency: 0 }),
      },
    ]);
    expect(actor.getSnapshot().context.quotation.id).toBe('quotation-2');
    actor.send(submit(validValues.payment));
    await settle();
    expect(backend.emissions[0]?.request).toMatchObject({
      quotationId: 'quotation-2',
      idempotencyKey: 'cart-42:0',
      tin: 'TAN010510LF3',
      client: {
        fiscalRegime: 'company',
        companyName: 'Transportes Ágiles del Norte, S.A. de C.V.',
        birthdate: '2001-05-10',
      },
    });
  });

  it('re-quotes at Contado when the promo allows cash payment only', async () => {
    const { actor, quotes } = startCompanyCart(
      companyInput({ promo: promoOf({ onlyCashPayment: true }) }),
    );
    await fillCompanyUntil(actor, 'payment');
    expect(quotes[0]?.quote).toMatchObject({ paymentFrequency: 4 });
  });

  it('shows the quote error and goes back when the update fails', async () => {
    const { actor } = startCompanyCart(companyInput(), {
      quotation: () => Promise.reject(new Error('Error de cotización')),
    });
    await fillCompanyUntil(actor, 'payment');
    await settle();
    expect(actor.getSnapshot().value).toBe('serialNumbers');
    expect(selectErrorMessage(actor.getSnapshot())).toBe(
      'Lo sentimos, ha ocurrido un Error de cotización. Un ejecutivo se pondrá en contacto contigo',
    );
  });

  it('skips the payment with the promo skipPayment and ends in payment pending when unpaid', async () => {
    const { actor, backend } = startCompanyCart(
      companyInput({ promo: promoOf({ skipPayment: true }) }),
      { emission: [{ status: 'issued', policyNumber: 'GDS-2', paymentStatus: 'not-paid' }] },
    );
    await fillCompanyUntil(actor, 'payment');
    await settle();
    expect(backend.emissions[0]).toMatchObject({ withPayment: false });
    expect(actor.getSnapshot().value).toBe('paymentPending');
  });
});
