import jsQR from 'jsqr';

/** One camera frame as a canvas gives it (`getImageData`): RGBA bytes, row by row. */
export type RgbaFrame = { data: Uint8ClampedArray; width: number; height: number };

/** Frames are decoded at this width at most: enough for a badge's QR code held near the phone, and fast. */
export const MAX_FRAME_WIDTH = 640;

/** The size to draw a video of `width` × `height` at before decoding it (never enlarged). */
export function frameSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_FRAME_WIDTH / width);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * The text of the QR code seen in a frame, trimmed, or null when no code is readable (or it holds only
 * blanks). Dark-on-light codes only: a badge's sticker is printed that way, and trying the inverted
 * image too would double the time spent on each frame.
 */
export function decodeQrFrame(frame: RgbaFrame): string | null {
  if (frame.width === 0 || frame.height === 0) return null;
  const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
  const text = code?.data.trim() ?? '';
  return text === '' ? null : text;
}
