import fc from 'fast-check';

/**
 * Stored state as a visitor (or a broken write) may leave it: a stored snapshot with a few of
 * its values replaced or deleted, anywhere in the tree.
 */

type Json = unknown;
type Path = readonly string[];

const isContainer = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null;

/** Every path to a value inside a JSON tree, the containers' included. */
function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (!isContainer(value)) return [prefix];
  return [
    prefix,
    ...Object.entries(value).flatMap(([key, inner]) => pathsOf(inner, [...prefix, key])),
  ];
}

/** A copy of `value` with the value at `path` replaced (deleted when `replacement` is undefined). */
function replacedAt(value: Json, path: Path, replacement: Json): Json {
  if (path.length === 0) return replacement;
  if (!isContainer(value)) return value;
  const [key, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, Json>;
  const inner = replacedAt(copy[key], rest, replacement);
  if (inner === undefined) delete copy[key];
  else copy[key] = inner;
  return copy;
}

const replacement = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(null, {}, [], '', 0, -1, true, 'error', 'done', 'no-such-state'),
  fc.string(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** `stored` with one to three of its values (under `under`) replaced or deleted. */
export function tampered(stored: Record<string, Json>, under: string): fc.Arbitrary<Json> {
  const paths = pathsOf(stored[under], [under]);
  return fc
    .array(fc.tuple(fc.constantFrom(...paths), replacement), { minLength: 1, maxLength: 3 })
    .map((changes) =>
      changes.reduce<Json>((json, [path, value]) => replacedAt(json, path, value), stored),
    );
}
