import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { AppActorProvider } from '../../../src/web/machines/app-provider';
import type { InsurerCode } from '../../../src/domain/insurers';
import { packageQuoteOrder as packageCodes } from '../../../src/domain/packages';
import { quoteRequest } from '../../machines/quotation-support';
import { startApp } from '../../machines/app/start-app';

/** Renders a view over a running app on fakes, then starts a quote round with these insurers. */
export function renderQuoteRound(view: ReactNode, insurerCodes: InsurerCode[]) {
  const app = startApp();
  render(
    <MantineProvider>
      <AppActorProvider actor={app.actor}>{view}</AppActorProvider>
    </MantineProvider>,
  );
  app.actor.getSnapshot().children.quotation!.send(quoteRequest(insurerCodes));
  const quotes = {
    /** Every package of the insurer answers at this price. */
    answer: (code: InsurerCode, price: number) =>
      packageCodes.forEach((pack) => app.insurers.answer(code, pack, { discountPrice: price })),
    fail: (code: InsurerCode) => packageCodes.forEach((pack) => app.insurers.fail(code, pack)),
  };
  return { quotes, navigations: app.navigations };
}
