import { describe, expect, it } from 'vitest';
import { dataOf, post, appForThisFile } from '../../support/test-app';

const { app, session } = await appForThisFile();

const binInfo = (bin: unknown) =>
  post(app, session, '/api/payment/get-bin-info', { bin }, { 'x-provider-code': 'binlist' });

describe('POST /api/catalog/list-banks', () => {
  it('lists the card-issuing banks sorted by name', async () => {
    const banks = dataOf<{ code: string; name: string }[]>(
      await post(app, session, '/api/catalog/list-banks', {}),
    );
    expect(banks).toContainEqual({ code: '012', name: 'BBVA' });
    expect(banks).toContainEqual({ code: '072', name: 'Banorte' });
    const names = banks.map((bank) => bank.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('filters by name without minding accents or case', async () => {
    const response = await post(app, session, '/api/catalog/list-banks', { name: 'BAJIO' });
    expect(dataOf(response)).toEqual([{ code: '030', name: 'BanBajío' }]);
  });
});

describe('POST /api/catalog/list-bank-installments', () => {
  it("answers a bank's MSI plans on credit cards", async () => {
    const response = await post(app, session, '/api/catalog/list-bank-installments', {
      bankCode: '012',
      providerCode: 'hdi',
    });
    expect(dataOf(response)).toEqual({
      bankCode: '012',
      bankName: 'BBVA',
      cardType: 'credit',
      installments: [3, 6, 9, 12],
    });
  });

  it('answers fewer plans for a bank that offers fewer', async () => {
    const response = await post(app, session, '/api/catalog/list-bank-installments', {
      bankCode: '127',
    });
    expect(dataOf<{ installments: number[] }>(response).installments).toEqual([3, 6]);
  });

  it("answers the spec's bank message for an unknown bank", async () => {
    const response = await post(app, session, '/api/catalog/list-bank-installments', {
      bankCode: '999',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      '¡Hola! por favor ayudanos a verificar el banco seleccionado',
    );
  });

  it("answers the bank field's message when no bank is sent", async () => {
    const response = await post(app, session, '/api/catalog/list-bank-installments', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No has elegido tu banco');
  });
});

describe('POST /api/payment/get-bin-info', () => {
  it('answers scheme, type and bank of a BIN in the table', async () => {
    expect(dataOf(await binInfo('409851'))).toMatchObject({
      scheme: 'visa',
      cardType: 'debit',
      bankCode: '012',
      bankName: 'BBVA',
    });
    expect(dataOf(await binInfo('23079612'))).toMatchObject({
      bin: '23079612',
      scheme: 'master',
      cardType: 'credit',
      bankName: 'Banco Azteca',
    });
  });

  it('knows Carnet and American Express cards', async () => {
    expect(dataOf(await binInfo('286900'))).toMatchObject({ scheme: 'carnet', cardType: 'credit' });
    expect(dataOf(await binInfo('370856'))).toMatchObject({ scheme: 'amex', bankCode: '103' });
  });

  it("recognises a BIN the table lacks by its scheme's number range", async () => {
    expect(dataOf(await binInfo('378282'))).toEqual({
      bin: '378282',
      scheme: 'amex',
      cardType: 'credit',
    });
    expect(dataOf(await binInfo('510510'))).toMatchObject({ scheme: 'master' });
  });

  it('answers the card message for digits no scheme uses', async () => {
    const response = await binInfo('999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('El número de tarjeta es inválido o no lo has ingresado');
  });

  it.each([['12345'], ['4111-11'], [411111]])('rejects the bad BIN %j', async (bin) => {
    const response = await binInfo(bin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El número de tarjeta es inválido o no lo has ingresado');
  });
});
