import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverTextAreas } from '../../src/server/texts/catalogue';

const areaFiles = readdirSync(path.resolve(__dirname, '../../src/server/texts/areas'));

/** The mails and PDFs the server writes: English must say everything Spanish says. */
describe('the server’s English catalogue', () => {
  it('lists every area file in catalogue.ts', () => {
    expect(serverTextAreas).toHaveLength(areaFiles.length);
  });

  it.each(serverTextAreas.map((area) => [Object.keys(area.es)[0]?.split('.')[0], area] as const))(
    'has every %s key Spanish has, none empty, with the same placeholders',
    (_, area) => {
      const spanish: Record<string, string> = area.es;
      const english: Record<string, string> = area.en;
      const missing = Object.keys(spanish).filter((key) => !english[key]?.trim());
      const extra = Object.keys(english).filter((key) => !(key in spanish));
      const placeholders = (text = '') => [...text.matchAll(/\{\w+\}/g)].map(String).sort();
      const mismatched = Object.keys(spanish).filter(
        (key) => placeholders(spanish[key]).join() !== placeholders(english[key]).join(),
      );
      expect({ missing, extra, mismatched }).toEqual({ missing: [], extra: [], mismatched: [] });
    },
  );
});
