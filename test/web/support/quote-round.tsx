import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { AppActorProvider } from '../../../src/web/flow-hooks/app-provider';
import { FlowScope } from '../../../src/web/flow-hooks/flow-scope';
import type { InsurerCode } from '../../../src/domain/insurers/insurers';
import { packageQuoteOrder as packageCodes } from '../../../src/domain/coverage/packages';
import { quoteInputs } from '../../machines/quotation-support';
import { askQuote, startApp } from '../../machines/app/start-app';

/**
 * A view of the results of a running app whose insurers answer when the test decides, after a
 * quote asked: drawn inside the quotation's scope, as on the results page.
 */
export async function renderQuoteRound(view: ReactNode, insurers: InsurerCode[]) {
  const app = startApp();
  render(
    <MantineProvider>
      <AppActorProvider actor={app.actor}>
        <FlowScope flow="quotation">{view}</FlowScope>
      </AppActorProvider>
    </MantineProvider>,
  );
  await askQuote(app.actor, { ...quoteInputs, supportedInsurers: insurers });
  const quotes = {
    /** Every package of the insurer answers at this price. */
    answer: (code: InsurerCode, price: number) =>
      packageCodes.forEach((pack) => app.insurers.answer(code, pack, { discountPrice: price })),
    fail: (code: InsurerCode) => packageCodes.forEach((pack) => app.insurers.fail(code, pack)),
  };
  return { quotes, navigations: app.navigations };
}
