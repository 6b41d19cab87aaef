/** The kit's PDF reader (shared with the end-to-end journeys, which read the PDFs users download). */
export { readPdf, type AssociatedFile, type ReadPdf, type TextRun } from '@portal/service-kit/testing/pdf-reader';
