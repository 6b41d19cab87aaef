import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The fonts embedded in every PDF (PDF/A forbids relying on the reader's fonts): DejaVu Sans from
 * the `dejavu-fonts-ttf` package (Bitstream Vera licence: free to embed and redistribute), which has
 * every glyph a French document needs (accents, Œ, €, «», the narrow no-break space U+202F).
 * Given as file paths: pdfkit keys its font cache by them, so each is parsed once per document.
 */
export const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
