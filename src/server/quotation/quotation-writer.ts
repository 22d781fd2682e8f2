import type { Database } from '../db/client';
import { insertQuotations, type QuotationToStore } from './quotation-store';

/** Stores priced quotations; `save` resolves once the row is written. */
export interface QuotationWriter {
  save(stored: QuotationToStore): Promise<void>;
}

interface Waiting {
  stored: QuotationToStore;
  written: () => void;
  failed: (error: unknown) => void;
}

/**
 * Group commit: every quotation priced in the same turn of the event loop (a round whose
 * insurers answer together, concurrent single quotes) goes into one multi-row INSERT, and the
 * ones priced while that INSERT runs go into the next. A quotation is still stored before its
 * price is answered, so emission can refer to its id alone; the write is shared, not deferred.
 */
export function createQuotationWriter(db: Database): QuotationWriter {
  let waiting: Waiting[] = [];
  let writing = false;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || writing || waiting.length === 0) return;
    scheduled = true;
    setImmediate(() => void writeWaiting());
  };

  const writeWaiting = async () => {
    scheduled = false;
    const batch = waiting;
    waiting = [];
    writing = true;
    try {
      await insertQuotations(
        db,
        batch.map((entry) => entry.stored),
      );
      for (const entry of batch) entry.written();
    } catch (error) {
      for (const entry of batch) entry.failed(error);
    } finally {
      writing = false;
      schedule();
    }
  };

  return {
    save: (stored) =>
      new Promise<void>((written, failed) => {
        waiting.push({ stored, written, failed });
        schedule();
      }),
  };
}
