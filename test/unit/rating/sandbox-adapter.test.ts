import { describe, expect, it } from 'vitest';
import { defaultCoverageTerms } from '../../../src/domain/coverage/coverage-terms';
import type { EmissionRequest, InsurerQuoteRequest } from '../../../src/server/insurers/adapter';
import { createInsurerGateway } from '../../../src/server/insurers/gateway';
import { createSandboxAdapter } from '../../../src/server/insurers/sandbox-adapter';
import { parseSandboxSettings } from '../../../src/server/insurers/sandbox-settings';

const versaInCdmx: InsurerQuoteRequest = {
  referenceYear: 2026,
  compensationValue: 'commercial',
  risk: {
    vehicle: { vehicleType: 'car', insuredValue: 230_000, modelYear: 2020, subBrand: 'Versa' },
    place: { stateCode: 'DIF', postalCode: '06700' },
    driver: { personType: 'natural', gender: 'male', age: 38 },
  },
  terms: {
    package: 0,
    paymentFrequency: 0,
    validity: 1,
    indemnityValue: 'commercial',
    coverage: defaultCoverageTerms,
  },
};

const emission: EmissionRequest = {
  record: {
    quotationId: '0b9e4c1a-6f7d-4e2a-9c3b-5d8e7f6a1b2c',
    insurer: 'hdi',
    package: 0,
    paymentFrequency: 0,
    indemnityValue: 'commercial',
    beginDate: '2026-12-01',
    endDate: '2027-12-01',
    holder: {
      personType: 'natural',
      fullName: 'Emma Gómez Díaz',
      firstName: 'Emma',
      paternalSurname: 'Gómez',
      maternalSurname: 'Díaz',
      birthdate: '1956-12-31',
      gender: 'female',
      rfc: 'GODE561231GR8',
    },
    contact: { email: 'emma@example.mx', phone: '55 1234 5678' },
    address: {
      street: 'Av. Juárez',
      externalNumber: '12',
      neighborhood: 'Centro',
      postalCode: '06000',
      city: 'Ciudad de México',
      state: 'Ciudad de México',
    },
    vehicle: {
      versionId: 'v1',
      brand: 'Nissan',
      subBrand: 'Versa',
      version: 'Sense T/M A/C 1.6 lts.',
      modelYear: 2019,
      vin: '1M8GDM9AXKP042788',
      engineNumber: 'HECHO EN MEXICO',
      licensePlates: 'ABC1234',
      use: 'private',
    },
    premium: {
      basePremium: 9_000,
      adjustments: [],
      netPremium: 10_000,
      instalmentSurcharge: 0,
      policyFee: 600,
      iva: 1_696,
      total: 12_296,
      firstPayment: 12_296,
      nextPayments: 0,
      payments: 1,
    },
    defaulted: ['engineNumber'],
  },
  paymentReference: 'auth-000123',
};

const noSignal = () => new AbortController().signal;
const silent = { warn: () => {} };

describe('a sandbox insurer', () => {
  it('issues the same policy number for the same quotation, however often asked', async () => {
    const hdi = createSandboxAdapter('hdi', { latencyMs: 0, slowMs: 0 });
    const first = await hdi.emit(emission, noSignal());
    expect(first).toMatchObject({
      status: 'issued',
      policyNumber: expect.stringMatching(/^HDI-[0-9A-F]{10}$/),
    });
    expect(await hdi.emit(emission, noSignal())).toMatchObject({
      policyNumber: (first as { policyNumber: string }).policyNumber,
    });
  });

  it("rejects emission where the cart cannot issue that insurer's policies", async () => {
    const gnp = createSandboxAdapter('gnp', { latencyMs: 0, slowMs: 0 });
    expect(await gnp.emit(emission, noSignal())).toEqual({
      status: 'rejected',
      reason: 'La aseguradora no emite pólizas en línea.',
    });
  });

  it("answers a 'garbage' fault with prices that are not numbers", async () => {
    const garbled = createSandboxAdapter('ana', { latencyMs: 0, slowMs: 0, fault: 'garbage' });
    const outcome = await garbled.quote(versaInCdmx, noSignal());
    expect(outcome).toMatchObject({ status: 'quoted', quote: { discountPrice: Number.NaN } });
  });

  it('answers after its latency, and stops when the call is cancelled', async () => {
    const slow = createSandboxAdapter('qualitas', { latencyMs: 10_000, slowMs: 0 });
    const controller = new AbortController();
    const pending = slow.quote(versaInCdmx, controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});

describe('the insurer gateway', () => {
  const settings = parseSandboxSettings(
    { faults: 'gds=timeout,aba=error,sura=slow,ana=garbage', timeoutMs: 50, slowMs: 20 },
    true,
  );
  const warnings: string[] = [];
  const gateway = createInsurerGateway(settings, { warn: (_, message) => warnings.push(message) });

  it('answers CON-002 for an insurer that never answers', async () => {
    expect(await gateway.quote('gds', versaInCdmx, gateway.deadline(noSignal()))).toMatchObject({
      status: 'failed',
      code: 'CON-002',
    });
  });

  it('answers CON-001 for an insurer that fails', async () => {
    expect(await gateway.quote('aba', versaInCdmx, gateway.deadline(noSignal()))).toMatchObject({
      status: 'failed',
      code: 'CON-001',
    });
  });

  it('answers CON-001 for an insurer that answers garbage, and says so in the log', async () => {
    expect(await gateway.quote('ana', versaInCdmx, gateway.deadline(noSignal()))).toEqual({
      status: 'failed',
      code: 'CON-001',
      message:
        'Lo sentimos, ha ocurrido un Error de cotización. Un ejecutivo se pondrá en contacto contigo',
    });
    expect(warnings).toContain('insurer answered garbage');
  });

  it('passes on a sound answer of the same insurer untouched', async () => {
    const sound = createInsurerGateway(
      parseSandboxSettings({ timeoutMs: 50, slowMs: 0 }, true),
      silent,
    );
    expect(await sound.quote('ana', versaInCdmx, sound.deadline(noSignal()))).toMatchObject({
      status: 'quoted',
      quote: { discountPrice: expect.any(Number) as number },
    });
  });

  it('quotes a slow insurer that answers within the timeout', async () => {
    expect(await gateway.quote('sura', versaInCdmx, gateway.deadline(noSignal()))).toMatchObject({
      status: 'quoted',
    });
  });
});

describe('sandbox settings', () => {
  it('reads one latency for every insurer or per insurer over the realistic defaults', () => {
    expect(
      parseSandboxSettings({ latency: '25', timeoutMs: 1, slowMs: 1 }, false).latencyMs.qualitas,
    ).toBe(25);
    const perInsurer = parseSandboxSettings(
      { latency: 'hdi=5', timeoutMs: 1, slowMs: 1 },
      false,
    ).latencyMs;
    expect(perInsurer).toMatchObject({ hdi: 5, qualitas: 3_000 });
  });

  it('refuses an unknown fault or insurer', () => {
    expect(() =>
      parseSandboxSettings({ faults: 'gds=flaky', timeoutMs: 1, slowMs: 1 }, true),
    ).toThrow(/Unknown sandbox fault/);
    expect(() =>
      parseSandboxSettings({ faults: 'axa=error', timeoutMs: 1, slowMs: 1 }, true),
    ).toThrow(/Not an insurer setting/);
  });
});
