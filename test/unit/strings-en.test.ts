import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas } from '../../src/web/strings/catalogue';
import { translatedMessages } from '../../src/web/strings/message-translations';
import { genericMessages } from '../../src/domain/common/errors';
import { cardRejectionMessages, messages, warnings } from '../../src/domain/validation/messages';
import { cardDeclineMessages } from '../../src/domain/payment/payment-outcomes';

const areaFiles = readdirSync(path.resolve(__dirname, '../../src/web/strings/areas'));

describe('the English catalogue', () => {
  it('lists every area file in catalogue.ts', () => {
    expect(areas).toHaveLength(areaFiles.length);
  });

  it.each(areas.map((area) => [Object.keys(area.es)[0]?.split('.')[0], area] as const))(
    'has every %s key Spanish has, none empty',
    (_, area) => {
      const spanish: Record<string, string> = area.es;
      const english: Record<string, string> = area.en;
      const missing = Object.keys(spanish).filter((key) => !english[key]?.trim());
      const extra = Object.keys(english).filter((key) => !(key in spanish));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it('translates every validation, warning, card and generic message of the domain', () => {
    const spanish = [
      ...Object.values(messages),
      ...Object.values(cardRejectionMessages),
      ...Object.values(warnings),
      ...Object.values(genericMessages),
      ...Object.values(cardDeclineMessages),
    ];
    const untranslated = spanish.filter((text) => !translatedMessages.get(text)?.trim());
    expect(untranslated).toEqual([]);
    expect(spanish.length).toBeGreaterThanOrEqual(57);
  });
});
