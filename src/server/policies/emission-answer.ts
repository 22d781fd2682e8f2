import type { EmissionResult } from '../../domain/purchase/emission';
import type { ApiError } from '../../domain/common/errors';
import type { PaymentStatus } from '../../domain/quote/policy';
import type { Emission } from './emission-store';

export type EmissionReply =
  { statusCode: 200 | 202; body: { data: EmissionResult } } | { statusCode: 402; body: ApiError };

export const cardDeclinedCode = 'card-declined';

/**
 * An emission's state as HTTP: 202 while it runs (the client polls every 3000 ms), 200 once
 * issued or failed, 402 with the card's message and field when the gateway refused the card.
 */
export function emissionReply(emission: Emission, paymentStatus?: PaymentStatus): EmissionReply {
  const emissionId = emission.id;
  switch (emission.status) {
    case 'issued':
      return {
        statusCode: 200,
        body: {
          data: {
            status: 'issued',
            emissionId,
            policyNumber: emission.policyNumber!,
            paymentStatus,
          },
        },
      };
    case 'rejected': {
      const message = emission.outcomeMessage ?? '';
      const field = emission.outcomeField ?? 'cardNumber';
      return {
        statusCode: 402,
        body: { code: cardDeclinedCode, message, fields: { [field]: [message] } },
      };
    }
    case 'failed':
      return {
        statusCode: 200,
        body: {
          data: { status: 'failed', emissionId, message: emission.outcomeMessage ?? undefined },
        },
      };
    default:
      return { statusCode: 202, body: { data: { status: 'processing', emissionId } } };
  }
}
