import { describe, expect, it } from 'vitest';
import { readNdjson } from '../../../src/api/ndjson';

function streamedResponse(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body);
}

async function collect<T>(lines: AsyncGenerator<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const line of lines) all.push(line);
  return all;
}

describe('readNdjson', () => {
  it('yields each line once whole, however the chunks cut it', async () => {
    const response = streamedResponse(['{"a":1}\n{"b":', '"dos"}\n', '\n{"c":[3]}']);
    expect(await collect(readNdjson(response))).toEqual([{ a: 1 }, { b: 'dos' }, { c: [3] }]);
  });

  it('yields nothing for an empty answer', async () => {
    expect(await collect(readNdjson(streamedResponse([])))).toEqual([]);
  });
});
