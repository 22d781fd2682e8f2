import type { FastifySchemaCompiler, FastifyServerOptions, FastifyTypeProvider } from 'fastify';
import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { messages } from '../../domain/validation/messages';
import { cleanText } from '../../domain/validation/safe-text';
import { RequestValidationError } from './errors';

/**
 * Routes declare their body, query and params as valibot schemas from src/domain, the same
 * schemas the browser forms use, so the server answers with the spec's own field messages.
 * Before any schema, every string is checked for control characters and lone surrogates and
 * normalised to NFC (src/domain/validation/safe-text.ts): no text reaches a handler otherwise.
 */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

export function isValibotSchema(value: unknown): value is v.GenericSchema {
  return (
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema'
  );
}

export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!isValibotSchema(schema)) throw new Error('Route schemas must be valibot schemas');
  return (data) => {
    const cleaned = cleanText(data);
    if ('unsafePaths' in cleaned) return { error: unsafeTextError(cleaned.unsafePaths) };
    const result = v.safeParse(schema, cleaned.value);
    return result.success
      ? { value: result.output }
      : { error: new RequestValidationError(fieldMessages(result.issues)) };
  };
};

/** Text no schema should see: control characters or lone surrogates, anywhere in the input. */
function unsafeTextError(paths: string[]): RequestValidationError {
  return new RequestValidationError(
    Object.fromEntries(paths.map((path) => [path, [messages.unsafeText]])),
  );
}

/**
 * The schema compilers of the app: valibot validates; no route declares a response schema, so
 * answers stay Fastify's plain JSON. Given here, Fastify never loads its default Ajv and
 * fast-json-stringify compilers, which cost each start about 0.1 s of CPU and 10 MB unused.
 */
export const valibotCompilers = {
  buildValidator: () => valibotValidatorCompiler,
  buildSerializer: () => () => {
    throw new Error('Routes answer plain JSON: response schemas are not compiled');
  },
  // Fastify's types describe Ajv's factories; at run time a factory only has to answer a compiler.
} as unknown as CompilersFactory;

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/** Field path → messages, e.g. `{ 'client.phone': ['No has ingresado un teléfono válido'] }`. */
export function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    (fields[path] ??= []).push(spanishMessageOf(issue));
  }
  return fields;
}

/**
 * Every rule of src/domain carries its Spanish message; valibot's own defaults ('Invalid key:
 * …', 'Invalid type: …') surface only where a schema was written without one, and read as the
 * generic Spanish message rather than English.
 */
function spanishMessageOf(issue: v.BaseIssue<unknown>): string {
  return issue.message.startsWith('Invalid ') ? messages.invalidRequest : issue.message;
}

/** Turns the valibot schemas of a route into JSON Schema for the OpenAPI description only. */
export function jsonSchemaForDocs(schema: unknown): unknown {
  if (!isValibotSchema(schema)) return schema;
  return toJsonSchema(schema, { errorMode: 'ignore' });
}
