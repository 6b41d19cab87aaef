import { openSync, type Font } from 'fontkit';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The fonts embedded in every PDF (PDF/A forbids relying on the reader's fonts): DejaVu Sans from
 * the `dejavu-fonts-ttf` package (Bitstream Vera licence: free to embed and redistribute), which has
 * every glyph a French document needs (accents, Œ, €, «», the narrow no-break space U+202F).
 */
const FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

export type FontName = keyof typeof FILES;
export const FONT_NAMES = Object.keys(FILES) as FontName[];

let parsed: Record<FontName, Font> | undefined;

/**
 * The fonts parsed once per process (fontkit): pdfkit takes a parsed font as it takes a file,
 * and parsing a TrueType file for every document was a good part of a PDF's time. Each document
 * still makes its own subset of the glyphs it uses.
 */
export function parsedFonts(): Record<FontName, Font> {
  if (!parsed) {
    const open = (file: string): Font => {
      const font = openSync(file);
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
      return font;
    };
    parsed = { regular: open(FILES.regular), bold: open(FILES.bold) };
  }
  return parsed;
}

/** Registers the fonts on a document under their names ('regular', 'bold') and selects the regular one. */
export function useFonts(doc: PDFKit.PDFDocument): void {
  const fonts = parsedFonts();
  // pdfkit takes a parsed fontkit font (its font factory checks for `layout`); @types/pdfkit does not say so.
  for (const name of FONT_NAMES) doc.registerFont(name, fonts[name] as unknown as PDFKit.Mixins.PDFFontSource);
  doc.font('regular');
}
