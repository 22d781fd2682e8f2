import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  selectBanks,
  selectCanGoBack,
  selectCanRetryEmission,
  selectCardChoice,
  selectErrorMessage,
  selectLoader,
  selectPaymentOptions,
  selectProgress,
  selectRfcPrefill,
  selectStepIndex,
  selectIsRepricing,
  selectUpdatedQuotation,
  selectOtherVehicleFound,
  selectVehiclePrefill,
  selectIndividualStepValues,
} from '../../machines/individual-cart/individual-cart.selectors';
import type { Quotation } from '../../src/domain/quote/quotation';
import { timing } from '../../src/domain/common/timing';
import {
  banks,
  otherVehicleFound,
  promoOf,
  quotationOf,
  refusedCard,
  sharedStepsToIssued,
  submit,
  updatedQuotation,
  validValues,
  vehicleFound,
} from './cart-fixtures';
import {
  fillUntil,
  individualInput,
  individualValues,
  startIndividualCart,
} from './individual-cart.support';
import { settle } from './cart-fakes';
import { recordSteps } from './cart-reload';

afterEach(() => {
  vi.useRealTimers();
});

describe('individual cart: the steps in order', () => {
  it('walks the twelve steps of an hdi purchase with the spec step indexes', async () => {
    const { actor } = startIndividualCart(individualInput(), {
      emission: [
        { status: 'processing' },
        { status: 'issued', policyNumber: 'HDI-7', paymentStatus: 'paid' },
      ],
    });
    const seen = recordSteps(actor);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await fillUntil(actor, 'emission');
    await vi.advanceTimersByTimeAsync(timing.emissionPollMs);
    expect(seen).toEqual([
      ['holder', 0],
      ['birthdateAndGender', 1],
      ['rfc', 1],
      ...sharedStepsToIssued,
    ]);
    expect(actor.getSnapshot().output).toEqual({
      policyNumber: 'HDI-7',
      paymentStatus: 'paid',
      email: 'ana.lopez@correo.mx',
      holderName: 'Ana',
      providerCode: 'hdi',
      updatedQuotation: expect.objectContaining({ id: 'quotation-2' }),
      quotationId: 'quotation-2',
    });
  });

  it('shows the progress of the step reached', async () => {
    const { actor } = startIndividualCart();
    expect(selectProgress(actor.getSnapshot())).toBe(8);
    await fillUntil(actor, 'payment');
    expect(selectProgress(actor.getSnapshot())).toBe(75);
  });

  it('keeps the buyer on a step with the spec messages until its values are valid', () => {
    const { actor } = startIndividualCart();
    actor.send(submit({ firstName: ' ', paternalSurname: '' }));
    expect(actor.getSnapshot().value).toBe('holder');
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
      firstName: 'Tu nombre es necesario para la emisión de tu póliza, no olvides ponerlo.',
      paternalSurname: 'Tu apellido es esencial para la emisión de tu póliza, no olvides ponerlo.',
    });
    actor.send(submit(individualValues.holder));
    expect(actor.getSnapshot().value).toBe('birthdateAndGender');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('asks the privacy notice and the terms with the usage policy at the plates step', async () => {
    const { actor } = startIndividualCart();
    await fillUntil(actor, 'plates');
    actor.send(submit({ licensePlates: 'JAL1234' }));
    expect(actor.getSnapshot().value).toBe('plates');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      privacyNoticeAccepted: 'Para continuar acepta el aviso de privacidad.',
      termsAndUsagePolicyAccepted:
        'Para continuar acepta los términos y condiciones y la política de uso.',
    });
  });

  it('fills postal code, city and state from the postal code, whatever the form sends', async () => {
    const { actor } = startIndividualCart();
    await fillUntil(actor, 'address');
    actor.send(
      submit({ ...validValues.address, city: 'Otra', state: 'Otro', postalCode: '00000' }),
    );
    expect(actor.getSnapshot().context.steps.address).toMatchObject({
      postalCode: '45010',
      city: 'Zapopan',
      state: 'Jalisco',
    });
  });
});

describe('individual cart: the payment step', () => {
  it('offers the banks of the insurer once they arrive', async () => {
    const { actor } = startIndividualCart();
    expect(selectBanks(actor.getSnapshot())).toEqual([]);
    await fillUntil(actor, 'payment');
    await settle();
    expect(actor.getSnapshot().value).toBe('payment');
    expect(selectBanks(actor.getSnapshot())).toEqual(banks);
  });
});

describe('individual cart: the guarded skips', () => {
  it('asks hdi buyers to confirm the RFC generated from their names and birth date', async () => {
    const { actor } = startIndividualCart();
    await fillUntil(actor, 'rfc');
    expect(actor.getSnapshot().value).toBe('rfc');
    expect(selectRfcPrefill(actor.getSnapshot())).toBe('LOPA860313RG2');
  });

  it('skips the RFC when the insurer is not hdi, both ways', async () => {
    const { actor } = startIndividualCart(
      individualInput({ quotation: quotationOf({ providerCode: 'mapfre' }) }),
    );
    await fillUntil(actor, 'contact');
    actor.send(submit(individualValues.holder));
    expect(actor.getSnapshot().value).toBe('contact');
    actor.send({ type: 'cart.back' });
    expect(actor.getSnapshot().value).toBe('birthdateAndGender');
  });

  it('asks the beneficiary when financing is active and the section is there', async () => {
    const { actor } = startIndividualCart();
    await fillUntil(actor, 'vehicle');
    actor.send(submit(validValues.vehicleFinanced));
    expect(actor.getSnapshot().value).toBe('beneficiary');
  });

  it('skips the beneficiary when financing is not active, both ways', async () => {
    const { actor } = startIndividualCart();
    await fillUntil(actor, 'vehicle');
    actor.send(submit(validValues.vehicleOwned));
    expect(actor.getSnapshot().value).toBe('serialNumbers');
    actor.send({ type: 'cart.back' });
    expect(actor.getSnapshot().value).toBe('vehicle');
  });

  it('skips the beneficiary when the section is empty, even with financing', async () => {
    const { actor } = startIndividualCart(individualInput({ asksBeneficiary: false }));
    await fillUntil(actor, 'vehicle');
    actor.send(submit(validValues.vehicleFinanced));
    expect(actor.getSnapshot().value).toBe('serialNumbers');
  });

  it('skips the serial numbers when the plate lookup found the vehicle, and sends its VIN', async () => {
    const { actor, backend } = startIndividualCart(individualInput(), {
      plates: async () => vehicleFound,
      card: undefined,
    });
    await fillUntil(actor, 'vehicle');
    actor.send(submit(validValues.vehicleOwned));
    await settle();
    expect(actor.getSnapshot().value).toBe('payment');
    actor.send({ type: 'cart.back' });
    expect(actor.getSnapshot().value).toBe('vehicle');
    await fillUntil(actor, 'emission');
    await settle();
    expect(backend.emissions[0]?.request.vehicle).toMatchObject({
      vin: vehicleFound.vin,
      engineNumber: vehicleFound.engineNumber,
    });
  });

  it('tells the buyer the plates name another vehicle, asks the serial numbers and never sends its VIN', async () => {
    const { actor, backend } = startIndividualCart(individualInput(), {
      plates: async () => otherVehicleFound,
    });
    await fillUntil(actor, 'vehicle');
    expect(selectOtherVehicleFound(actor.getSnapshot())).toBe('Nissan March 2021');
    actor.send(submit(validValues.vehicleOwned));
    expect(actor.getSnapshot().value).toBe('serialNumbers');
    expect(selectOtherVehicleFound(actor.getSnapshot())).toBe('Nissan March 2021');
    await fillUntil(actor, 'emission');
    await settle();
    expect(backend.emissions[0]?.request.vehicle).toMatchObject({
      vin: individualValues.serialNumbers.vin,
      engineNumber: individualValues.serialNumbers.engineNumber,
    });
    expect(JSON.stringify(backend.emissions[0])).not.toContain(otherVehicleFound.vin);
  });

  it('asks the serial numbers when the lookup failed or the car has no plates', async () => {
    const failed = startIndividualCart();
    await fillUntil(failed.actor, 'serialNumbers');
    expect(failed.actor.getSnapshot().value).toBe('serialNumbers');

    const withoutPlates = startIndividualCart(individualInput(), {
      plates: async () => vehicleFound,
    });
    await fillUntil(withoutPlates.actor, 'plates');
    withoutPlates.actor.send(submit(validValues.noPlates));
    expect(withoutPlates.actor.getSnapshot().value).toBe('vehicle');
    expect(withoutPlates.actor.getSnapshot().context.steps.plates?.licensePlates).toBe('SINPLACAS');
    await fillUntil(withoutPlates.actor, 'serialNumbers');
    expect(withoutPlates.actor.getSnapshot().value).toBe('serialNumbers');
  });

  it('skips the payment when the promo says skipPayment, and emits without payment', async () => {
    const { actor, backend } = startIndividualCart(
      individualInput({ promo: promoOf({ skipPayment: true }) }),
    );
    await fillUntil(actor, 'payment');
    await settle();
    expect(backend.protectedCards).toEqual([]);
    expect(backend.emissions[0]).toMatchObject({ withPayment: false });
    expect(backend.emissions[0]?.request).not.toHaveProperty('payment');
    expect(actor.getSnapshot().value).toBe('issued');
  });

  it('asks the invoice data before payment for Valor Factura only', async () => {
    const invoice = startIndividualCart(
      individualInput({ quotation: quotationOf({ compensationValue: 'invoice' }) }),
    );
    await fillUntil(invoice.actor, 'invoice');
    expect(invoice.actor.getSnapshot().value).toBe('invoice');
    invoice.actor.send(submit({ invoiceFolio: '12', invoiceDate: '', invoiceValue: '9' }));
    expect(invoice.actor.getSnapshot().context.fieldErrors).toEqual({
      invoiceFolio: 'Número de factura es requerido',
      invoiceDate: 'Fecha de factura es requerida',
      invoiceValue: 'Monto de factura es requerido',
    });
    invoice.actor.send(submit(validValues.invoice));
    await settle();
    expect(invoice.actor.getSnapshot().value).toBe('payment');
    expect(invoice.actor.getSnapshot().context.steps.invoice).toEqual({
      invoiceFolio: 'FAC123456',
      invoiceDate: '2024-01-15',
      invoiceValue: 389900,
    });

    const commercial = startIndividualCart();
    await fillUntil(commercial.actor, 'payment');
    expect(commercial.actor.getSnapshot().value).toBe('payment');
    expect(commercial.actor.getSnapshot().context.steps.invoice).toBeUndefined();
  });
});

describe('individual cart: payment', () => {
  it('offers Contado only, in one charge, with the promo onlyCashPayment', async () => {
    const { actor } = startIndividualCart(
      individualInput({ promo: promoOf({ onlyCashPayment: true }) }),
    );
    await fillUntil(actor, 'payment');
    const options = selectPaymentOptions(actor.getSnapshot());
    expect(options.paymentFrequencies.map((frequency) => frequency.label)).toEqual(['Contado']);
    expect(options.installments).toEqual([1]);
    actor.send(submit({ ...validValues.payment, installments: 12 }));
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      installments: 'No has elegido los pagos a meses',
    });
  });

  it("offers with annual payment and a credit card the chosen bank's months without interest", async () => {
    const { actor } = startIndividualCart();
    await fillUntil(actor, 'payment');
    const installments = () => selectPaymentOptions(actor.getSnapshot()).installments;
    expect(installments()).toEqual([1]);
    actor.send({ type: 'cart.chooseCardType', cardType: 'credit' });
    for (const [bank, offered] of [
      ['banorte', [1, 3, 6, 9, 12]],
      ['mifel', [1, 3, 6]],
      ['bankaool', [1]],
    ] as const) {
      actor.send({ type: 'cart.chooseBank', bank });
      await settle();
      expect(actor.getSnapshot().value).toBe('payment');
      expect(installments()).toEqual(offered);
    }
  });

  it('offers one charge only with a debit card, and refuses months without interest at once', async () => {
    const { actor, backend } = startIndividualCart();
    await fillUntil(actor, 'payment');
    actor.send({ type: 'cart.chooseBank', bank: 'banorte' });
    actor.send({ type: 'cart.chooseCardType', cardType: 'debit' });
    await settle();
    expect(selectPaymentOptions(actor.getSnapshot()).installments).toEqual([1]);
    actor.send(submit({ ...validValues.payment, cardType: 'debit', installments: 12 }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      installments: 'No has elegido los pagos a meses',
    });
    expect(backend.protectedCards).toEqual([]);
  });

  it('refuses at once months the chosen bank does not offer (no loaders first)', async () => {
    const { actor, backend } = startIndividualCart();
    await fillUntil(actor, 'payment');
    actor.send({ type: 'cart.chooseCardType', cardType: 'credit' });
    actor.send({ type: 'cart.chooseBank', bank: 'mifel' });
    await settle();
    actor.send(submit({ ...validValues.payment, bank: 'mifel', installments: 12 }));
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      installments: 'No has elegido los pagos a meses',
    });
    expect(backend.protectedCards).toEqual([]);
  });

  it("fills bank and card type from the card's BIN, and the buyer may still change them", async () => {
    const { actor } = startIndividualCart();
    await fillUntil(actor, 'payment');
    actor.send({ type: 'cart.typeCardNumber', cardNumber: '4111 11' });
    await settle();
    await settle();
    expect(selectCardChoice(actor.getSnapshot())).toMatchObject({
      bank: 'banorte',
      cardType: 'credit',
    });
    expect(selectPaymentOptions(actor.getSnapshot()).installments).toEqual([1, 3, 6, 9, 12]);
    actor.send({ type: 'cart.chooseCardType', cardType: 'debit' });
    expect(selectCardChoice(actor.getSnapshot())).toMatchObject({
      bank: 'banorte',
      cardType: 'debit',
    });
    // More digits of the same card look nothing up again, so the buyer's choice stays.
    actor.send({ type: 'cart.typeCardNumber', cardNumber: '4111 1111 1111 1111' });
    await settle();
    expect(selectCardChoice(actor.getSnapshot()).cardType).toBe('debit');
    // The context keeps the BIN, never the number.
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('41111111');
  });

  it('hands the card to the bin lookup and tokeniser only, never to the context', async () => {
    const { actor, backend } = startIndividualCart();
    await fillUntil(actor, 'payment');
    actor.send(submit(validValues.payment));
    expect(actor.getSnapshot().value).toBe('protectingCard');
    expect(backend.protectedCards[0]).toMatchObject({
      cardNumber: '4111111111111111',
      securityCode: '123',
    });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('4111111111111111');
    await settle();
    expect(backend.emissions[0]?.request).toMatchObject({
      payment: {
        cardToken: 'tok_sandbox_approved_0001',
        bank: 'banorte',
        cardType: 'credit',
        installments: 1,
      },
    });
  });

  it('returns to the payment step with the message when the bin lookup refuses the card', async () => {
    const { actor } = startIndividualCart(individualInput(), { card: refusedCard });
    await fillUntil(actor, 'payment');
    actor.send(submit(validValues.payment));
    await settle();
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      bank: '¡Hola! por favor ayudanos a verificar el banco seleccionado',
    });
  });
});

describe('individual cart: what each form opens with', () => {
  it("offers 'Regresar' after the first step, busy forms included", async () => {
    // The plates lookup never answers: the plates form stays on screen, busy.
    const { actor } = startIndividualCart(individualInput(), {
      plates: () => new Promise(() => {}),
    });
    expect(selectCanGoBack(actor.getSnapshot())).toBe(false);
    actor.send(submit(individualValues.holder));
    expect(selectCanGoBack(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'cart.back' });
    expect(actor.getSnapshot().value).toBe('holder');
    expect(selectCanGoBack(actor.getSnapshot())).toBe(false);
    await fillUntil(actor, 'lookingUpPlates');
    expect(actor.getSnapshot().value).toBe('lookingUpPlates');
    expect(selectCanGoBack(actor.getSnapshot())).toBe(true);
  });

  it('opens each step with what was saved, else what the quote knows', async () => {
    const { actor } = startIndividualCart(
      individualInput({ birthdate: '1986-03-13', gender: 'male' }),
    );
    expect(selectIndividualStepValues(actor.getSnapshot())).toBeUndefined();
    actor.send(submit(individualValues.holder));
    // The quote's birth date and gender, the date as the field takes it.
    expect(selectIndividualStepValues(actor.getSnapshot())).toEqual({
      birthdate: '13/03/1986',
      gender: 'male',
    });
    actor.send({ type: 'cart.back' });
    expect(selectIndividualStepValues(actor.getSnapshot())).toMatchObject(individualValues.holder);
    await fillUntil(actor, 'vehicle');
    expect(selectIndividualStepValues(actor.getSnapshot())).toEqual({ versionId: 'version-0' });
  });
});

describe('individual cart: the version chosen is re-priced before payment', () => {
  it('starts the version on the quoted one, and re-prices the version chosen before the card', async () => {
    let answerQuote: (quotation: Quotation) => void = () => undefined;
    const repriced = new Promise<Quotation>((resolve) => (answerQuote = resolve));
    const { actor, backend } = startIndividualCart(individualInput(), {
      quotation: () => repriced,
    });
    await fillUntil(actor, 'vehicle');
    expect(selectVehiclePrefill(actor.getSnapshot())).toEqual({ versionId: 'version-0' });
    actor.send(submit(validValues.vehicleOwned));
    await fillUntil(actor, 'updatingQuotation');
    expect(selectIsRepricing(actor.getSnapshot())).toBe(true);
    answerQuote(updatedQuotation);
    await settle();
    expect(backend.quotes).toEqual([
      { providerCode: 'hdi', quote: expect.objectContaining({ versionId: 'version-1' }) },
    ]);
    expect(actor.getSnapshot().value).toBe('payment');
    expect(selectIsRepricing(actor.getSnapshot())).toBe(false);
    expect(selectUpdatedQuotation(actor.getSnapshot())?.id).toBe('quotation-2');
    actor.send({ type: 'cart.back' });
    expect(selectVehiclePrefill(actor.getSnapshot())).toMatchObject({ versionId: 'version-1' });
  });
});

describe('individual cart: emission', () => {
  it('sends a stable idempotency key, the holder, the vehicle and the RFC', async () => {
    const { actor, backend } = startIndividualCart();
    await fillUntil(actor, 'emission');
    await settle();
    expect(backend.emissions[0]).toMatchObject({
      providerCode: 'hdi',
      withPayment: true,
      request: {
        // The quotation re-priced with the version chosen: the price the server charges.
        quotationId: 'quotation-2',
        idempotencyKey: 'cart-42:0',
        url: 'https://cotizauto.mx/emit-cart',
        tin: 'LOPA860313RG2',
        privacyNoticeAccepted: true,
        termsAndUsagePolicyAccepted: true,
        client: {
          fiscalRegime: 'individual',
          firstName: 'Ana',
          birthdate: '1986-03-13',
          gender: 'female',
          email: 'ana.lopez@correo.mx',
          phone: '3312345678',
          address: { postalCode: '45010', city: 'Zapopan', neighborhoodId: 'colony-1' },
        },
        vehicle: { versionId: 'version-1', licensePlates: 'JAL1234', vin: '3VWFE21C04M000001' },
        beneficiary: { fiscalRegime: 'company', tin: 'EKU9003173C9' },
      },
    });
  });

  it('polls every 3000 ms with the same key while the insurer answers 202', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { actor, backend } = startIndividualCart(individualInput(), {
      emission: [
        { status: 'processing' },
        { status: 'processing' },
        { status: 'issued', policyNumber: 'HDI-9', paymentStatus: 'paid' },
      ],
    });
    await fillUntil(actor, 'emission');
    await vi.advanceTimersByTimeAsync(0);
    expect(selectStepIndex(actor.getSnapshot())).toBe(10);
    expect(selectLoader(actor.getSnapshot())).toBe('requestPolicy');
    await vi.advanceTimersByTimeAsync(timing.emissionPollMs - 1);
    expect(backend.emissions).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(backend.emissions).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(timing.emissionPollMs);
    expect(backend.emissions.map((sent) => sent.request.idempotencyKey)).toEqual([
      'cart-42:0',
      'cart-42:0',
      'cart-42:0',
    ]);
    expect(actor.getSnapshot().value).toBe('issued');
  });

  it('ends issued, not pending, when the promo’s policy was issued with no charge', async () => {
    const { actor } = startIndividualCart(
      individualInput({ promo: promoOf({ skipPayment: true }) }),
      { emission: [{ status: 'issued', policyNumber: 'HDI-4', paymentStatus: 'no-charge' }] },
    );
    await fillUntil(actor, 'payment');
    await settle();
    expect(actor.getSnapshot().value).toBe('issued');
    expect(actor.getSnapshot().output).toMatchObject({ paymentStatus: 'no-charge' });
  });

  it('ends in payment pending when the policy was issued but not paid', async () => {
    const { actor } = startIndividualCart(individualInput(), {
      emission: [{ status: 'issued', policyNumber: 'HDI-3', paymentStatus: 'not-paid' }],
    });
    await fillUntil(actor, 'emission');
    await settle();
    expect(actor.getSnapshot().value).toBe('paymentPending');
    expect(actor.getSnapshot().output).toMatchObject({
      policyNumber: 'HDI-3',
      paymentStatus: 'not-paid',
    });
  });

  it('waits 20000 ms after an emission error before offering the retry, which reuses the key', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { actor, backend } = startIndividualCart(individualInput(), {
      emission: [
        { status: 'failed' },
        { status: 'issued', policyNumber: 'HDI-5', paymentStatus: 'paid' },
      ],
    });
    await fillUntil(actor, 'emission');
    await vi.advanceTimersByTimeAsync(0);
    expect(selectErrorMessage(actor.getSnapshot())).toBe(
      'Lo sentimos, ha ocurrido un Error desconocido en la emisión. Un ejecutivo se pondrá en contacto contigo',
    );
    actor.send({ type: 'cart.retryEmission' });
    await vi.advanceTimersByTimeAsync(timing.emissionErrorWaitMs - 1);
    expect(selectCanRetryEmission(actor.getSnapshot())).toBe(false);
    expect(backend.emissions).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectCanRetryEmission(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'cart.retryEmission' });
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.emissions.map((sent) => sent.request.idempotencyKey)).toEqual([
      'cart-42:0',
      'cart-42:0',
    ]);
    expect(actor.getSnapshot().value).toBe('issued');
  });

  it('takes refused data back to the payment step after 50000 ms, with a new key', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const refusal = {
      status: 'rejected',
      message: 'Tu tarjeta fue rechazada.',
      fields: {},
    } as const;
    const { actor, backend } = startIndividualCart(individualInput(), {
      emission: [refusal, { status: 'issued', policyNumber: 'HDI-6', paymentStatus: 'paid' }],
    });
    await fillUntil(actor, 'emission');
    await vi.advanceTimersByTimeAsync(0);
    expect(selectErrorMessage(actor.getSnapshot())).toBe('Tu tarjeta fue rechazada.');
    await vi.advanceTimersByTimeAsync(timing.inputErrorWaitMs - 1);
    expect(actor.getSnapshot().value).toEqual({ emission: 'inputRejected' });
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.errorMessage).toBe('Tu tarjeta fue rechazada.');
    actor.send(submit(validValues.payment));
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.emissions.map((sent) => sent.request.idempotencyKey)).toEqual([
      'cart-42:0',
      'cart-42:1',
    ]);
    expect(actor.getSnapshot().value).toBe('issued');
  });

  it('drops the refusal once another card is charged: the loaders show no stale message', async () => {
    const refusal = {
      status: 'rejected',
      message: 'Lo sentimos, tu banco rechazó el cargo a esta tarjeta.',
      fields: { cardNumber: 'Lo sentimos, tu banco rechazó el cargo a esta tarjeta.' },
    } as const;
    const { actor } = startIndividualCart(individualInput(), {
      emission: [refusal, { status: 'processing' }],
    });
    await fillUntil(actor, 'emission');
    await settle();
    actor.send({ type: 'cart.correctData' });
    expect(selectErrorMessage(actor.getSnapshot())).toBe(refusal.message);
    actor.send(submit(validValues.payment));
    await settle();
    expect(selectLoader(actor.getSnapshot())).toBe('requestPolicy');
    expect(selectErrorMessage(actor.getSnapshot())).toBeUndefined();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.stop();
  });

  it('lets the buyer correct refused data at once, from the first step when there is no payment', async () => {
    const refusal = {
      status: 'rejected',
      message: 'RFC incorrecto',
      fields: { tin: 'RFC incorrecto' },
    } as const;
    const { actor } = startIndividualCart(
      individualInput({ promo: promoOf({ skipPayment: true }) }),
      {
        emission: [refusal],
      },
    );
    await fillUntil(actor, 'payment');
    await settle();
    actor.send({ type: 'cart.correctData' });
    expect(actor.getSnapshot().value).toBe('holder');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ tin: 'RFC incorrecto' });
    expect(actor.getSnapshot().context.steps.holder).toMatchObject({ firstName: 'Ana' });
  });
});
