import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { ApiRequestError } from '../../src/api/http-client';
import type { CardGateway } from '../../src/api/purchase';
import type { BinInfo } from '../../src/domain/payment/bank-cards';
import type { EmissionResult } from '../../src/domain/purchase/emission';
import { createProtectCard } from '../../machines/cart-shared/card-protection';
import { sanitiseCartSnapshot } from '../../machines/cart-shared/cart-sanitiser';
import { createEmitPolicy } from '../../machines/cart-shared/emit-policy';
import type { CardEntry } from '../../machines/cart-shared/payment-options';
import { protectedCard } from './cart-fixtures';

const run = <TLogic extends AnyActorLogic>(logic: TLogic, input: unknown) =>
  toPromise(createActor(logic, { input } as never).start());

const card: CardEntry = {
  cardholderName: 'ANA LOPEZ PEREZ',
  cardNumber: '4111111111111111',
  expirationDate: '12 / 30',
  securityCode: '123',
  privacyNoticeAccepted: true,
  bank: 'banorte',
  cardType: 'credit',
  installments: 1,
};

const banorteVisa: BinInfo = {
  bin: '411111',
  scheme: 'visa',
  cardType: 'credit',
  bankCode: 'banorte',
};

function gatewayRecording(tokens: string[] = []) {
  const seen: unknown[] = [];
  const gateway: CardGateway = {
    tokenize: async (typed) => {
      seen.push(typed);
      const token = tokens.shift();
      if (!token) throw new Error('gateway down');
      return { cardToken: token, brand: 'visa', lastFour: '1111' };
    },
  };
  return { gateway, seen };
}

describe('card protection before payment', () => {
  it('looks up the first six digits, then tokenises; only token, brand and last four come back', async () => {
    const bins: string[] = [];
    const { gateway, seen } = gatewayRecording(['tok_1']);
    const protect = createProtectCard(
      { getBinInfo: async (bin) => (bins.push(bin), banorteVisa) },
      gateway,
    );
    const result = await run(protect, card);
    expect(bins).toEqual(['411111']);
    expect(seen).toHaveLength(1);
    expect(result).toEqual({
      ...protectedCard,
      card: { ...protectedCard.card, cardToken: 'tok_1' },
    });
    expect(JSON.stringify(result)).not.toContain('4111111111111111');
  });

  it('asks to check the card number when the bin lookup fails', async () => {
    const { gateway, seen } = gatewayRecording(['tok_1']);
    const protect = createProtectCard(
      { getBinInfo: () => Promise.reject(new Error('404')) },
      gateway,
    );
    expect(await run(protect, card)).toEqual({
      status: 'refused',
      errors: { cardNumber: 'Lo sentimos. Ayudanos a revisar el número de tarjeta ingresado.' },
    });
    expect(seen).toEqual([]);
  });

  it('asks to check the bank when the card belongs to another one', async () => {
    const { gateway } = gatewayRecording(['tok_1']);
    const protect = createProtectCard({ getBinInfo: async () => banorteVisa }, gateway);
    expect(await run(protect, { ...card, bank: 'bbva' })).toEqual({
      status: 'refused',
      errors: { bank: '¡Hola! por favor ayudanos a verificar el banco seleccionado' },
    });
  });

  it.each(['department-store', 'voucher'] as const)(
    'refuses a %s card before tokenising it',
    async (cardClass) => {
      const { gateway, seen } = gatewayRecording(['tok_1']);
      const protect = createProtectCard(
        { getBinInfo: async () => ({ ...banorteVisa, cardClass }) },
        gateway,
      );
      expect(await run(protect, card)).toEqual({
        status: 'refused',
        errors: {
          cardNumber:
            'Lo sentimos, esta tarjeta no es válida para esta compra. Por favor intenta con otro método de pago.',
        },
      });
      expect(seen).toEqual([]);
    },
  );

  it('says the card could not be protected when the tokeniser fails', async () => {
    const { gateway } = gatewayRecording([]);
    const protect = createProtectCard({ getBinInfo: async () => banorteVisa }, gateway);
    expect(await run(protect, card)).toEqual({
      status: 'refused',
      errors: { cardNumber: 'No pudimos proteger los datos de tu tarjeta. Intenta de nuevo.' },
    });
  });
});

describe("the tokeniser's own refusals", () => {
  it.each([
    [
      'expirationDate',
      'Oops! ¿Puedes revisar que hayas colocado bien la fecha de vencimiento de tu tarjeta?',
    ],
    ['securityCode', 'A todos nos pasa! Tenemos un error en el código de seguridad...'],
  ])('shows its %s message on that field, and only that one', async (field, message) => {
    const refusal = new ApiRequestError(
      { code: 'validation-error', message, fields: { [field]: [message] } },
      400,
    );
    const gateway: CardGateway = { tokenize: () => Promise.reject(refusal) };
    const protect = createProtectCard({ getBinInfo: async () => banorteVisa }, gateway);
    expect(await run(protect, card)).toEqual({ status: 'refused', errors: { [field]: message } });
  });
});

describe('card protection while the database is away', () => {
  const away = new ApiRequestError(
    { code: 'CON-001', message: 'La base de datos no responde.' },
    503,
  );

  it('fails with that message instead of asking to check the card number', async () => {
    const { gateway, seen } = gatewayRecording(['tok_1']);
    const protect = createProtectCard({ getBinInfo: () => Promise.reject(away) }, gateway);
    await expect(run(protect, card)).rejects.toBe(away);
    expect(seen).toEqual([]);
  });

  it('fails with that message when the tokeniser cannot store the token', async () => {
    const gateway: CardGateway = { tokenize: () => Promise.reject(away) };
    const protect = createProtectCard({ getBinInfo: async () => banorteVisa }, gateway);
    await expect(run(protect, card)).rejects.toBe(away);
  });
});

describe('the emission call', () => {
  const call = {
    request: { quotationId: 'quotation-1', idempotencyKey: 'cart-42:0' },
    providerCode: 'hdi',
    withPayment: true,
  };
  const purchaseAnswering = (answer: () => Promise<EmissionResult>) => {
    const sent: string[] = [];
    return {
      sent,
      purchase: {
        emit: () => (sent.push('emit'), answer()),
        emitPay: () => (sent.push('emitPay'), answer()),
      },
    };
  };

  it('uses emit-pay with a card and emit without one', async () => {
    const { purchase, sent } = purchaseAnswering(async () => ({
      status: 'processing',
      emissionId: 'emission-1',
    }));
    expect(await run(createEmitPolicy(purchase), call)).toEqual({ status: 'processing' });
    await run(createEmitPolicy(purchase), { ...call, withPayment: false });
    expect(sent).toEqual(['emitPay', 'emit']);
  });

  it('reads an issued policy with its payment status', async () => {
    const { purchase } = purchaseAnswering(async () => ({
      status: 'issued',
      emissionId: 'emission-1',
      policyNumber: 'HDI-1',
      paymentStatus: 'not-paid',
    }));
    expect(await run(createEmitPolicy(purchase), call)).toEqual({
      status: 'issued',
      policyNumber: 'HDI-1',
      paymentStatus: 'not-paid',
      emissionId: 'emission-1',
    });
  });

  it('hands refused data (4xx) back with the first message of each field', async () => {
    const refusal = new ApiRequestError(
      {
        code: 'validation-error',
        message: 'Existen datos incorrectos.',
        fields: { tin: ['RFC incorrecto', 'otro'] },
      },
      422,
    );
    const { purchase } = purchaseAnswering(() => Promise.reject(refusal));
    expect(await run(createEmitPolicy(purchase), call)).toEqual({
      status: 'rejected',
      message: 'Existen datos incorrectos.',
      fields: { tin: 'RFC incorrecto' },
    });
  });

  it('fails on server errors and on transient refusals (rate limit), for a retry', async () => {
    for (const status of [500, 429]) {
      const error = new ApiRequestError({ code: 'CON-001', message: 'No disponible' }, status);
      const { purchase } = purchaseAnswering(() => Promise.reject(error));
      await expect(run(createEmitPolicy(purchase), call)).rejects.toBe(error);
    }
  });
});

describe('the cart sanitiser', () => {
  it('drops the tokenised card and any card protection in flight', () => {
    const persisted = {
      status: 'active',
      value: 'protectingCard',
      context: { card: protectedCard.card, steps: { holder: { firstName: 'Ana' } } },
      children: {
        protectCard: {
          snapshot: { input: { cardNumber: '4111111111111111', expirationDate: '12 / 30' } },
        },
        loadVersions: { snapshot: { input: { modelId: 'model-2022' } } },
      },
    };
    const stored = sanitiseCartSnapshot(persisted);
    expect(stored.context).toEqual({ steps: { holder: { firstName: 'Ana' } } });
    expect(Object.keys(stored.children ?? {})).toEqual(['loadVersions']);
    expect(persisted.context.card).toBeDefined();
  });
});
