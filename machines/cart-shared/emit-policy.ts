import { fromPromise } from 'xstate';
import type { createPurchaseApi } from '../../src/api/purchase';
import type { EmissionResult } from '../../src/domain/purchase/emission';
import type { ApiError } from '../../src/domain/common/errors';
import { isApiError } from '../../src/domain/common/errors';
import type { FieldErrors } from './step-validation';
import type { EmissionAnswer, EmissionCall } from './emission.types';

type PurchaseApi = Pick<ReturnType<typeof createPurchaseApi>, 'emit' | 'emitPay'>;

/** Timeouts and rate limits are transient: they are retried, not handed back for correction. */
const transientStatuses = new Set([408, 425, 429]);

function isRefusal(error: unknown): error is ApiError & { status: number } {
  const status = (error as { status?: unknown }).status;
  return (
    isApiError(error) &&
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    !transientStatuses.has(status)
  );
}

function firstMessages(fields: Record<string, string[]> = {}): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, list]) => (list[0] ? [[field, list[0]]] : [])),
  );
}

function answerOf(result: EmissionResult): EmissionAnswer {
  if (result.status === 'issued' && result.policyNumber) {
    return {
      status: 'issued',
      policyNumber: result.policyNumber,
      paymentStatus: result.paymentStatus ?? 'paid',
      emissionId: result.emissionId,
    };
  }
  return { status: result.status === 'processing' ? 'processing' : 'failed' };
}

/** POST /policy/emit or /policy/emit-pay; refused data come back as an answer to correct. */
export function createEmitPolicy(purchase: PurchaseApi) {
  return fromPromise<EmissionAnswer, EmissionCall>(async ({ input }) => {
    const send = input.withPayment ? purchase.emitPay : purchase.emit;
    try {
      return answerOf(await send(input.request, input.providerCode));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return { status: 'rejected', message: error.message, fields: firstMessages(error.fields) };
    }
  });
}
