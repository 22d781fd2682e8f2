import * as v from 'valibot';
import { messages } from './messages';

/**
 * Building blocks of the field schemas. Every field shows one message at a time: its pipe stops
 * at the first rule that fails, so the browser and the server answer the same single message.
 */
export function oneMessage<TSchema extends v.GenericSchema>(schema: TSchema): TSchema {
  return v.config(schema, { abortPipeEarly: true });
}

/** Free text that must not be blank once trimmed. */
export function requiredText(message: string, maxLength = 100) {
  return oneMessage(
    v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(maxLength, message)),
  );
}

/** Trimmed text matching a pattern; a blank value fails with the same message. */
export function patternText(pattern: RegExp, message: string, maxLength = 100) {
  return oneMessage(
    v.pipe(
      v.string(message),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(maxLength, message),
      v.regex(pattern, message),
    ),
  );
}

/**
 * Typed text with two messages: a blank value answers the spec's "not entered" message
 * (`empty`), a typed value that breaks the pattern or the length says what is wrong (`wrong`).
 * Runs of spaces are read as one.
 */
export function typedText(
  pattern: RegExp,
  { empty, wrong }: { empty: string; wrong: string },
  maxLength = 100,
) {
  return oneMessage(
    v.pipe(
      v.string(empty),
      v.transform((text) => text.trim().replace(/\s+/g, ' ')),
      v.nonEmpty(empty),
      v.maxLength(maxLength, wrong),
      v.regex(pattern, wrong),
    ),
  );
}

/** Optional text: absent, null and blank all read as absent; anything else must pass `schema`. */
export function optionalText<TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) {
  return v.pipe(
    v.optional(v.nullable(v.string(messages.invalidRequest))),
    v.transform((value) => value?.trim() || undefined),
    v.optional(schema),
  );
}

/** Optional text that takes `fallback` when absent, null or blank (the emission defaults). */
export function textOrDefault<TSchema extends v.GenericSchema<string, string>>(
  schema: TSchema,
  fallback: string,
) {
  return v.optional(
    v.pipe(
      v.nullable(v.string(messages.invalidRequest)),
      v.transform((value) => value?.trim() || fallback),
      schema,
    ),
    fallback,
  );
}

/** One of the listed options. */
export function choice<const TOptions extends readonly (string | number)[]>(
  options: TOptions,
  message: string,
) {
  return v.picklist(options, message);
}

/** A checkbox the visitor must tick. */
export function mustAccept(message: string) {
  return v.literal(true, message);
}

/** A catalogue or session identifier: letters, digits, dashes and underscores. */
export function identifier(message: string) {
  return patternText(/^[\w-]+$/, message, 64);
}

/**
 * An object of fields. A missing field answers its own message (what it says for an empty
 * value), not valibot's generic "Invalid key". An array is refused as a non-object: valibot's
 * object schema would read `[]` as an object with every field absent.
 */
export function fields<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const schema = v.object(entries, (issue: v.ObjectIssue) => {
    const key = issue.path?.at(-1)?.key;
    const entry = typeof key === 'string' ? entries[key] : undefined;
    return (entry && v.safeParse(entry, undefined).issues?.[0]?.message) || messages.invalidRequest;
  });
  const run: (typeof schema)['~run'] = (dataset, config) =>
    schema['~run'](Array.isArray(dataset.value) ? { ...dataset, value: null } : dataset, config);
  return { ...schema, '~run': run };
}

type Paths = readonly (readonly unknown[])[];

function touchesFieldWithIssue(
  issues: readonly v.BaseIssue<unknown>[] | undefined,
  paths: Paths,
): boolean {
  return (issues ?? []).some((issue) =>
    paths.some((path) =>
      path.every(
        (key, index) => index >= (issue.path?.length ?? 0) || issue.path?.[index]?.key === key,
      ),
    ),
  );
}

/**
 * `v.partialCheck` that runs only once each field it reads has passed its own rules, so a field
 * never shows two messages at once (valibot runs it whenever the fields are typed). It takes
 * partialCheck's own signature, so the selected fields stay typed at each use.
 */
export const crossCheck = ((
  paths: Paths,
  requirement: (input: never) => boolean,
  message?: string,
) => {
  const check = v.partialCheck(paths as never, requirement, message);
  return {
    ...check,
    '~run'(
      dataset: Parameters<(typeof check)['~run']>[0],
      config: Parameters<(typeof check)['~run']>[1],
    ) {
      return touchesFieldWithIssue(dataset.issues, paths)
        ? dataset
        : check['~run'](dataset, config);
    },
  };
}) as unknown as typeof v.partialCheck;
