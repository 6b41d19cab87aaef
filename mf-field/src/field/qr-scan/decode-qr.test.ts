import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQrFrame, frameSize, type RgbaFrame } from './decode-qr.js';

/**
 * A frame as the camera would give it: a grey background of `width` × `height` with the QR code of
 * `text` (made by the `qrcode` package, `moduleSize` pixels per module, a white quiet zone) at `left, top`.
 */
function frameWithQr(
  text: string,
  options: { width: number; height: number; left: number; top: number; moduleSize: number },
): RgbaFrame {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const data = new Uint8ClampedArray(options.width * options.height * 4).fill(160);
  const quiet = 4;
  const side = (modules.size + 2 * quiet) * options.moduleSize;
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / options.moduleSize) - quiet;
      const column = Math.floor(x / options.moduleSize) - quiet;
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      const value = inside && modules.get(row, column) ? 0 : 255;
      const offset = ((options.top + y) * options.width + options.left + x) * 4;
      data.fill(value, offset, offset + 3);
    }
  }
  for (let offset = 3; offset < data.length; offset += 4) data[offset] = 255;
  return { data, width: options.width, height: options.height };
}

describe('decodeQrFrame', () => {
  it('reads the badge of a QR code made by the qrcode package, anywhere in the frame', () => {
    const frame = frameWithQr('04A1B2C3D4E5F6', { width: 640, height: 480, left: 200, top: 90, moduleSize: 8 });
    expect(decodeQrFrame(frame)).toBe('04A1B2C3D4E5F6');
  });

  it('keeps the text as printed (normalising the badge is the round’s business), trimmed', () => {
    const frame = frameWithQr(' 04:a1:b2:c3:d4:e5:f7 ', { width: 320, height: 240, left: 10, top: 10, moduleSize: 5 });
    expect(decodeQrFrame(frame)).toBe('04:a1:b2:c3:d4:e5:f7');
  });

  it('answers null for a frame with no code, a code of blanks, or an empty frame', () => {
    expect(decodeQrFrame({ data: new Uint8ClampedArray(64 * 48 * 4).fill(200), width: 64, height: 48 })).toBeNull();
    expect(decodeQrFrame(frameWithQr('   ', { width: 320, height: 240, left: 10, top: 10, moduleSize: 5 }))).toBeNull();
    expect(decodeQrFrame({ data: new Uint8ClampedArray(0), width: 0, height: 0 })).toBeNull();
  });
});

describe('frameSize', () => {
  it('shrinks a wide video to 640 pixels, keeping its shape, and never enlarges a small one', () => {
    expect(frameSize(1280, 720)).toEqual({ width: 640, height: 360 });
    expect(frameSize(320, 240)).toEqual({ width: 320, height: 240 });
  });
});
