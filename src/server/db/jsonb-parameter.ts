import type { SerializerOptions, types as pgliteTypes } from '@electric-sql/pglite';

/** jsonb's binary wire format: one version byte, then the JSON text in UTF-8. */
const jsonbFormatVersion = 1;

/**
 * A value as a `jsonb` query parameter in jsonb's binary format. Both drivers send a Buffer as
 * is; a string parameter costs PGlite a count of its UTF-8 bytes one character at a time in
 * JavaScript (7% of a quote round's CPU for its 55 kB), Buffer.byteLength counts natively.
 */
export function jsonbParameter(value: unknown): Buffer {
  return jsonbTextParameter(JSON.stringify(value));
}

/** A JSON text already written, as a `jsonb` query parameter (`jsonbParameter`'s format). */
export function jsonbTextParameter(text: string): Buffer {
  const bytes = Buffer.allocUnsafe(Buffer.byteLength(text) + 1);
  bytes[0] = jsonbFormatVersion;
  bytes.write(text, 1);
  return bytes;
}

/**
 * PGlite's serializers with `jsonb`'s passing `jsonbParameter`'s bytes on, which PGlite then
 * sends in binary format; its own would send the JSON of a Buffer object.
 */
export function jsonbBytesSerializers(types: typeof pgliteTypes): SerializerOptions {
  const serializeJson = types.serializers[types.JSONB]!;
  // PGlite's Serializer is typed to return text, but its bind sends any ArrayBufferView as bytes.
  const serialize = (value: unknown) =>
    value instanceof Uint8Array ? (value as unknown as string) : serializeJson(value);
  return { [types.JSONB]: serialize };
}
