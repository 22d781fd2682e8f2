import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Fontkit from '@pdf-lib/fontkit';

/**
 * The fonts our PDFs write any name with (docs/architecture/server.md#pdf-documents): Noto Sans
 * for Latin (every accent, Polish, Vietnamese), Greek and Cyrillic; Noto Sans Arabic; Noto Sans
 * SC for Chinese and Japanese kanji and kana; Noto Emoji. A text is cut into runs, each written
 * with the first face that has its letters.
 */
export const faceNames = ['latin', 'arabic', 'cjk', 'emoji'] as const;
export type FaceName = (typeof faceNames)[number];
export type Weight = 'regular' | 'bold';

/** Each face's files, found in node_modules when a PDF first needs them. */
export const fontFiles: Record<FaceName, Record<Weight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  arabic: {
    regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
  cjk: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
  emoji: {
    regular: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
    bold: '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf',
  },
};

type Font = Fontkit.Font;
let fontkit: typeof Fontkit | undefined;

/**
 * Loads fontkit, which the text functions below measure and cut text with: on the first PDF,
 * not at start, where it cost 190 ms of CPU that most processes never use.
 */
export async function loadFontkit(): Promise<typeof Fontkit> {
  fontkit ??= (await import('@pdf-lib/fontkit')).default;
  return fontkit;
}

const resolve = createRequire(import.meta.url).resolve;
const bytesCache = new Map<string, Buffer>();
const fontCache = new Map<string, Font>();

/** A face's file, read once per process (the CJK face is 10 MB: only read when a text needs it). */
export function fontBytes(face: FaceName, weight: Weight): Buffer {
  const file = fontFiles[face][weight];
  let bytes = bytesCache.get(file);
  if (!bytes) {
    bytes = readFileSync(resolve(file));
    bytesCache.set(file, bytes);
  }
  return bytes;
}

function fontOf(face: FaceName, weight: Weight): Font {
  const key = `${face}:${weight}`;
  let font = fontCache.get(key);
  if (!font) {
    if (!fontkit) throw new Error('loadFontkit() before measuring text');
    font = fontkit.create(fontBytes(face, weight));
    fontCache.set(key, font);
  }
  return font;
}

/** Marks, joiners, variation selectors and skin tones belong to the letter before them. */
const joinsPrevious = /^(?:\p{M}|\u200c|\u200d|\ufe0e|\ufe0f|[\u{1f3fb}-\u{1f3ff}])$/u;
/** Spaces, digits and punctuation stay in the run they are in when its face has them. */
const neutral = /[\p{Zs}\p{N}\p{P}]/u;
/** Emoji go to the emoji face first: the text faces have a few of them in black and white. */
const pictograph = /\p{Extended_Pictographic}/u;

function faceFor(char: string): FaceName {
  if (pictograph.test(char)) return 'emoji';
  const codePoint = char.codePointAt(0)!;
  return (
    faceNames.find((face) => fontOf(face, 'regular').hasGlyphForCodePoint(codePoint)) ?? 'latin'
  );
}

export interface TextRun {
  face: FaceName;
  text: string;
}

/** The text composed (NFC) and cut into runs of one face each. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text.normalize('NFC')) {
    const last = runs.at(-1);
    const staysInRun =
      last &&
      (joinsPrevious.test(char) ||
        (neutral.test(char) &&
          fontOf(last.face, 'regular').hasGlyphForCodePoint(char.codePointAt(0)!)));
    const face = staysInRun ? last.face : faceFor(char);
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

/**
 * The layout features each face is written with. Outside Arabic, no decomposition (ccmp) and no
 * ligatures: the PDF maps each glyph back to its letters, and a split 'ị' or a joined 'fi' lose
 * theirs. Arabic keeps its joining forms and required ligatures.
 */
export function layoutFeatures(face: FaceName): Record<string, boolean> | undefined {
  return face === 'arabic' ? { ccmp: false } : { ccmp: false, liga: false };
}

/**
 * Arabic (200 kB) goes whole into the PDF: its joined forms reach their letters only through
 * the font's map of presentation forms, which a subset of the typed letters leaves out.
 */
export function embedsWhole(face: FaceName): boolean {
  return face === 'arabic';
}

/** How wide a text is written at a size, in points, run by run. */
export function textWidth(text: string, size: number, weight: Weight): number {
  return textRuns(text).reduce((width, run) => {
    const font = fontOf(run.face, weight);
    const { advanceWidth } = font.layout(run.text, layoutFeatures(run.face));
    return width + (advanceWidth * size) / font.unitsPerEm;
  }, 0);
}
