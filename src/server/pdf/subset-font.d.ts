declare module 'subset-font' {
  /** harfbuzz's hb-subset: the font with only the glyphs `text` needs, layout tables kept. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2' },
  ): Promise<Buffer>;
}
