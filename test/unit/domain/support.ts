import * as v from 'valibot';
import { afterEach, beforeEach, vi } from 'vitest';

/** The messages a schema answers for a value, in order; empty when the value passes. */
export function messagesOf(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

/** Messages by dotted field path, as the server's error envelope reports them. */
export function messagesByField(schema: v.GenericSchema, value: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, value);
  const fields: Record<string, string[]> = {};
  for (const issue of result.issues ?? [])
    (fields[v.getDotPath(issue) ?? ''] ??= []).push(issue.message);
  return fields;
}

/** The parsed output; fails the test with the messages when the value is rejected. */
export function outputOf<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (!result.success)
    throw new Error(`Rejected: ${JSON.stringify(messagesByField(schema, value))}`);
  return result.output;
}

/** A validation table row: values that pass, and values that fail with their exact message. */
export interface TableRow {
  field: string;
  schema: v.GenericSchema;
  accepted: unknown[];
  rejected: [value: unknown, message: string][];
}

/** Freezes "today" in Mexico City (noon there) for the tests of a file. */
export function freezeMexicoDate(isoDate: string): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${isoDate}T18:00:00Z`));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
