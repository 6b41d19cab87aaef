import type { SitePhotoType } from '@portal/contracts';

const startsWith = (content: Buffer, bytes: number[], offset = 0) =>
  content.length >= offset + bytes.length && bytes.every((byte, index) => content[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Whether the bytes are an image of the announced type (its signature), not just named so. */
export function isImageOf(content: Buffer, type: SitePhotoType): boolean {
  switch (type) {
    case 'image/jpeg':
      return startsWith(content, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/webp':
      return startsWith(content, ascii('RIFF')) && startsWith(content, ascii('WEBP'), 8);
  }
}
