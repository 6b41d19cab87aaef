import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';

/**
 * A small reader of the PDFs billing's renderer makes (test support, not a test file; billing's tests
 * and the end-to-end journeys share it): the catalog's associated files and their bytes, the XMP
 * packet, the fonts, and each page's text, decoded through the fonts' ToUnicode maps (pdfkit writes
 * each text run as glyph ids in one TJ).
 */

export type AssociatedFile = {
  name: string;
  relationship: string | null;
  mimeType: string | null;
  description: string | null;
  bytes: Uint8Array;
};

export type ReadPdf = {
  pdf: PDFDocument;
  catalog: PDFDict;
  associatedFiles: AssociatedFile[];
  /** Names in the catalog's EmbeddedFiles name tree. */
  embeddedFileNames: string[];
  xmp: string | null;
  hasOutputIntent: boolean;
  fonts: { baseFont: string; subtype: string; embedded: boolean }[];
  /** Each page's text runs, in drawing order. */
  pages: string[][];
  /** The same runs with where they start (PDF units, from the page's bottom left corner). */
  positionedPages: TextRun[][];
};

export type TextRun = { text: string; x: number; y: number };

const name = (key: string) => PDFName.of(key);

/** The stream an entry refers to (pdfkit writes every stream as a raw, maybe flate-compressed, stream). */
function rawStream(pdf: PDFDocument, ref: PDFObject | undefined): PDFRawStream {
  const object = ref instanceof PDFRef ? pdf.context.lookup(ref) : ref;
  if (!(object instanceof PDFRawStream)) throw new Error('Not a stream');
  return object;
}

function bytesOf(stream: PDFRawStream): Uint8Array {
  return decodePDFRawStream(stream).decode();
}

function textOf(value: PDFObject | undefined): string | null {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  if (value instanceof PDFName) return value.decodeText();
  return null;
}

function associatedFiles(pdf: PDFDocument, catalog: PDFDict): AssociatedFile[] {
  const list = catalog.lookupMaybe(name('AF'), PDFArray);
  if (!list) return [];
  return list.asArray().map((entry) => {
    const spec = pdf.context.lookup(entry, PDFDict);
    const embedded = spec.lookup(name('EF'), PDFDict);
    const stream = rawStream(pdf, embedded.get(name('F')));
    return {
      name: textOf(spec.get(name('UF'))) ?? textOf(spec.get(name('F'))) ?? '',
      relationship: textOf(spec.get(name('AFRelationship'))),
      mimeType: textOf(stream.dict.get(name('Subtype'))),
      description: textOf(spec.get(name('Desc'))),
      bytes: bytesOf(stream),
    };
  });
}

function embeddedFileNames(catalog: PDFDict): string[] {
  const names = catalog.lookupMaybe(name('Names'), PDFDict);
  const tree = names?.lookupMaybe(name('EmbeddedFiles'), PDFDict);
  const entries = tree?.lookupMaybe(name('Names'), PDFArray)?.asArray() ?? [];
  return entries.filter((_, index) => index % 2 === 0).map((entry) => textOf(entry) ?? '');
}

function fonts(pdf: PDFDocument): ReadPdf['fonts'] {
  return pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => (object instanceof PDFDict ? [object] : []))
    .filter((dict) => dict.get(name('Type')) === name('Font') && dict.get(name('Subtype')) !== name('Type0'))
    .map((font) => {
      const descriptor = font.lookupMaybe(name('FontDescriptor'), PDFDict);
      const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor?.has(name(key)));
      return {
        baseFont: textOf(font.get(name('BaseFont'))) ?? '',
        subtype: textOf(font.get(name('Subtype'))) ?? '',
        embedded,
      };
    });
}

// ---- Text ------------------------------------------------------------------------------------

/** A CMap's destination (UTF-16BE hex, maybe spaced: '<0066 0069>' for the 'fi' ligature) as text. */
const utf16 = (spaced: string) => {
  const hex = spaced.replace(/\s/g, '');
  let text = '';
  for (let index = 0; index + 4 <= hex.length; index += 4)
    text += String.fromCharCode(parseInt(hex.slice(index, index + 4), 16));
  return text;
};

/** A ToUnicode CMap (bfchar and bfrange, as pdfkit writes them) as glyph code → text. */
function parseCMap(source: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      map.set(parseInt(pair[1] ?? '0', 16), utf16(pair[2] ?? ''));
    }
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const start = parseInt(range[1] ?? '0', 16);
      const end = parseInt(range[2] ?? '0', 16);
      const target = range[3] ?? '';
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((item, offset) =>
          map.set(start + offset, utf16(item[1] ?? '')),
        );
      } else {
        const first = parseInt(target.slice(1, -1), 16);
        for (let code = start; code <= end; code += 1) map.set(code, String.fromCharCode(first + code - start));
      }
    }
  }
  return map;
}

function pageFonts(pdf: PDFDocument, resources: PDFDict | undefined): Map<string, Map<number, string>> {
  const result = new Map<string, Map<number, string>>();
  const fontDict = resources?.lookupMaybe(name('Font'), PDFDict);
  for (const [key, ref] of fontDict?.entries() ?? []) {
    const font = pdf.context.lookup(ref, PDFDict);
    const toUnicode = font.get(name('ToUnicode'));
    const stream = toUnicode ? rawStream(pdf, toUnicode) : undefined;
    result.set(key.decodeText(), stream ? parseCMap(Buffer.from(bytesOf(stream)).toString('latin1')) : new Map());
  }
  return result;
}

/** The text runs of a content stream: each `Tj` / `TJ` decoded with the font of its `Tf`, placed by its `Tm`. */
function textRuns(content: string, cmaps: Map<string, Map<number, string>>): TextRun[] {
  const runs: TextRun[] = [];
  let cmap = new Map<number, string>();
  let x = 0;
  let y = 0;
  const decode = (hex: string) => {
    let text = '';
    for (let index = 0; index + 4 <= hex.length; index += 4)
      text += cmap.get(parseInt(hex.slice(index, index + 4), 16)) ?? '\uFFFD';
    return text;
  };
  const operators =
    /\/(\S+)\s+[\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|(?:-?[\d.]+\s+){4}(-?[\d.]+)\s+(-?[\d.]+)\s+Tm/g;
  for (const match of content.matchAll(operators)) {
    if (match[4] !== undefined) {
      x = Number(match[4]);
      y = Number(match[5]);
    } else if (match[1] !== undefined) cmap = cmaps.get(match[1]) ?? new Map();
    else if (match[2] !== undefined) {
      const text = [...match[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => decode(part[1] ?? '')).join('');
      runs.push({ text, x, y });
    } else if (match[3] !== undefined) runs.push({ text: decode(match[3]), x, y });
  }
  return runs;
}

function pageTexts(pdf: PDFDocument): TextRun[][] {
  return pdf.getPages().map((page) => {
    const contents = page.node.get(name('Contents'));
    const resolved = contents instanceof PDFRef ? pdf.context.lookup(contents) : contents;
    const refs = resolved instanceof PDFArray ? resolved.asArray() : [contents];
    const streams = refs.map((ref) => rawStream(pdf, ref));
    const resources = page.node.get(name('Resources'));
    const Resources =
      resources instanceof PDFRef ? pdf.context.lookup(resources, PDFDict) : (resources as PDFDict | undefined);
    const content = streams.map((stream) => Buffer.from(bytesOf(stream)).toString('latin1')).join('\n');
    return textRuns(content, pageFonts(pdf, Resources));
  });
}

// ---- Reading -----------------------------------------------------------------------------------

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const catalog = pdf.catalog;
  const metadataRef = catalog.get(name('Metadata'));
  const metadata = metadataRef ? rawStream(pdf, metadataRef) : undefined;
  const positionedPages = pageTexts(pdf);
  return {
    pdf,
    catalog,
    associatedFiles: associatedFiles(pdf, catalog),
    embeddedFileNames: embeddedFileNames(catalog),
    xmp: metadata ? Buffer.from(bytesOf(metadata)).toString('utf8') : null,
    hasOutputIntent: (catalog.lookupMaybe(name('OutputIntents'), PDFArray)?.size() ?? 0) > 0,
    fonts: fonts(pdf),
    pages: positionedPages.map((runs) => runs.map((run) => run.text)),
    positionedPages,
  };
}
