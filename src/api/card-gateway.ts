import type { HttpClient } from './http-client';
import type { CardGateway, CardToken } from './purchase';

/**
 * The sandbox processor's browser tokeniser: the card as typed goes to POST
 * /api/payment/tokenize and nowhere else; the carts keep only the token it answers.
 */
export function createSandboxCardGateway(http: HttpClient): CardGateway {
  return {
    tokenize: (card) => http.post<CardToken>('/api/payment/tokenize', { json: card }),
  };
}
