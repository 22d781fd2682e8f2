import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The link the newest message to `recipient` (of `mailCode`, when given) carries, read from the
 * outbox as the operators' page (/dev/outbox, OPERATOR_TOKEN) shows it: the first href matching
 * `linkPattern`'s group 1.
 */
export async function linkMailedTo(
  page: Page,
  outbox: { baseUrl: string; operatorToken: string },
  recipient: string,
  linkPattern: RegExp,
  mailCode?: string,
): Promise<string> {
  const headers = { authorization: `Bearer ${outbox.operatorToken}` };
  const list = await (await page.request.get(`${outbox.baseUrl}/dev/outbox`, { headers })).text();
  const row = list
    .split('<tr')
    .find((line) => line.includes(recipient) && (!mailCode || line.includes(`>${mailCode}<`)));
  const mailId = row?.match(/\/dev\/outbox\/([\da-f-]{36})/)?.[1];
  expect(mailId, `a message to ${recipient} in the outbox`).toBeTruthy();
  const mail = await (
    await page.request.get(`${outbox.baseUrl}/dev/outbox/${mailId}`, { headers })
  ).text();
  const link = mail.match(linkPattern)?.[1];
  expect(link, `a link matching ${linkPattern} in the message`).toBeTruthy();
  return link!.replaceAll('&amp;', '&');
}
