import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app';
import {
  paymentRequiredMessage,
  promoWithdrawnMessage,
} from '../../../src/domain/payment/payment-outcomes';
import { messages } from '../../../src/domain/validation/messages';
import { developmentPartnerCredential } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';
import {
  emissions,
  gatewayAuthorizations,
  policies,
  promoCodes,
} from '../../../src/server/db/schema/index';
import { runSeeders } from '../../../src/server/db/seed/seeder';
import { seedersFor } from '../../../src/server/db/seed/index';
import { TestBrowser } from '../../support/browser';
import { apiTest } from '../../support/api-test';
import { post } from '../../support/test-app';
import { findCatalogueVersion, quoteBody } from '../quotation/quote-fixture';
import {
  cardPayment,
  emissionBody,
  errorOf,
  pollUntilDone,
  quotationFor,
} from './purchase-fixture';
import { browserCardToken } from './buyer';

/**
 * The attacker read the promo code that skips payment (it used to be published and seeded
 * everywhere) and buys as an unrelated individual: the code alone issues nothing free.
 */
const freePolicyPromo = 'EMPRESA-FLOTILLA';
const partnerCredential = developmentPartnerCredential;
const policiesOfQuotation = (app: App, quotationId: string) =>
  app.db
    .select({ policyNumber: policies.policyNumber })
    .from(policies)
    .innerJoin(emissions, eq(emissions.id, policies.emissionId))
    .where(eq(emissions.quotationId, quotationId));

describe('a promo that skips payment', () => {
  apiTest(
    'is refused to an unrelated buyer, with no credential or a guessed one: payment required, no policy',
    async ({ api: { app, session } }) => {
      const guesses: Record<string, string>[] = [{}, { 'x-partner-credential': 'adivinada-0000' }];
      for (const headers of guesses) {
        const quotation = await quotationFor(app, session, 'gds', { promoCode: freePolicyPromo });
        const attacker = await TestBrowser.open(app);
        const answer = await attacker.post('/policy/emit', emissionBody(quotation), headers);
        expect(answer.statusCode).toBe(402);
        expect(errorOf(answer).message).toBe(paymentRequiredMessage);
        expect(await policiesOfQuotation(app, quotation.id)).toEqual([]);
      }
    },
  );

  apiTest(
    'is refused under another partner even with its own credential',
    async ({ api: { app, session } }) => {
      const quotation = await quotationFor(app, session, 'gds', { promoCode: freePolicyPromo });
      const answer = await (
        await TestBrowser.open(app)
      ).post('/policy/emit', emissionBody(quotation), {
        'x-partner-code': 'coppel',
        'x-partner-credential': partnerCredential,
      });
      expect(answer.statusCode).toBe(402);
    },
  );

  apiTest(
    'issues without a charge only when its partner’s own system sends the credential',
    async ({ api: { app, session } }) => {
      const quotation = await quotationFor(app, session, 'gds', { promoCode: freePolicyPromo });
      const partner = await TestBrowser.open(app);
      const { last } = await pollUntilDone(() =>
        partner.post('/policy/emit', emissionBody(quotation), {
          'x-partner-credential': partnerCredential,
        }),
      );
      expect(last.json()).toMatchObject({ data: { status: 'issued', paymentStatus: 'no-charge' } });
      expect(await policiesOfQuotation(app, quotation.id)).toHaveLength(1);
    },
  );

  apiTest(
    'is paid in Contado, in one charge, when the card pays it: its cash-only rule holds on the server',
    async ({ api: { app, session } }) => {
      const quotation = await quotationFor(app, session, 'gds', {
        promoCode: freePolicyPromo,
        paymentFrequency: 4,
      });
      const buyer = await TestBrowser.open(app);
      const cardToken = await browserCardToken(buyer, '4242424242424242');
      const inInstalments = emissionBody(quotation, {
        payment: cardPayment(cardToken, { installments: 3 }),
      });
      const answer = await buyer.post('/policy/emit-pay', inInstalments);
      expect(answer.statusCode).toBe(400);
      expect(errorOf(answer).fields).toEqual({ installments: [messages.choiceNotOffered] });

      // Every frequency but Contado is refused, the annual one paid in one charge included.
      for (const paymentFrequency of [0, 3]) {
        const other = await quotationFor(app, session, 'gds', {
          promoCode: freePolicyPromo,
          paymentFrequency,
        });
        const card = await browserCardToken(buyer, '4242424242424242');
        const refused = await buyer.post(
          '/policy/emit-pay',
          emissionBody(other, { payment: cardPayment(card) }),
        );
        expect(refused.statusCode).toBe(400);
        expect(errorOf(refused).fields).toEqual({ paymentFrequency: [messages.choiceNotOffered] });
      }
    },
  );
});

describe('a promo voided after the quote', () => {
  apiTest(
    'issues nothing at its price: the emission answers that the code is no longer in force',
    async ({ api: { app, session } }) => {
      const code = 'TEMPORADA-OTONO';
      await app.db.insert(promoCodes).values({ code, discountPercent: 30 });
      const quotation = await quotationFor(app, session, 'gds', { promoCode: code });
      await app.db.update(promoCodes).set({ active: false }).where(eq(promoCodes.code, code));
      const buyer = await TestBrowser.open(app);
      const cardToken = await browserCardToken(buyer, '4242424242424242');
      const answer = await buyer.post(
        '/policy/emit-pay',
        emissionBody(quotation, { payment: cardPayment(cardToken) }),
      );
      expect(answer.statusCode).toBe(410);
      expect(errorOf(answer).message).toBe(promoWithdrawnMessage);
      expect(
        await app.db
          .select()
          .from(gatewayAuthorizations)
          .where(eq(gatewayAuthorizations.token, cardToken)),
      ).toEqual([]);
      expect(await policiesOfQuotation(app, quotation.id)).toEqual([]);
    },
  );
});

describe('a partner’s promo', () => {
  apiTest(
    'is no code at all when quoted under another brand',
    async ({ api: { app, session } }) => {
      const version = await findCatalogueVersion(app, 'Nissan', 'Versa', 2020);
      const body = quoteBody(version, { providerCode: 'gds', promoCode: 'COPPEL-TIENDA' });
      const foreign = await post(app, session, '/quotation/quote', body, {
        'x-provider-code': 'gds',
      });
      expect(foreign.statusCode).toBe(400);
      expect(errorOf(foreign).fields).toEqual({ promoCode: [messages.promoCode] });
      const own = await post(
        app,
        session,
        '/quotation/quote',
        { ...body, partnerCode: 'coppel' },
        { 'x-provider-code': 'gds', 'x-partner-code': 'coppel' },
      );
      expect(own.statusCode, own.body).toBe(200);
    },
  );
});

describe('the promo codes a production database starts with', () => {
  it('hold none that skips payment', async () => {
    const production = await openDatabase({ pgliteDir: 'memory://' });
    try {
      // The promo data sets production loads (the catalogue ones take seconds and hold no promo).
      const promoSeeders = seedersFor('production').filter((seeder) =>
        seeder.name.includes('promo'),
      );
      expect(promoSeeders.length).toBeGreaterThan(0);
      await runSeeders(production.db, promoSeeders);
      const codes = await production.db.select().from(promoCodes);
      expect(codes.length).toBeGreaterThan(3);
      expect(codes.filter((promo) => promo.skipPayment)).toEqual([]);
      expect(codes.map((promo) => promo.code)).not.toContain(freePolicyPromo);
    } finally {
      await production.close();
    }
  });
});
