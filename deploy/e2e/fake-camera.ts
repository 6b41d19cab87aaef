import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** Pixels per module of the code: a badge held some 15 cm from the phone. */
const MODULE_PX = 8;
const QUIET_ZONE = 4;
const FRAMES = 5;

/**
 * One grey picture (Y plane only) of a QR code of `text`, dark on white, centred on a mid-grey
 * background as a sticker on a wall.
 */
function lumaOfQr(text: string): Uint8Array {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET_ZONE) * MODULE_PX;
  if (side > HEIGHT) throw new Error(`'${text}' makes a QR code too large for the fake camera`);
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(140);
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / MODULE_PX) - QUIET_ZONE;
      const column = Math.floor(x / MODULE_PX) - QUIET_ZONE;
      const dark = row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column);
      luma[(top + y) * WIDTH + left + x] = dark ? 16 : 235;
    }
  }
  return luma;
}

/**
 * A video for Chromium's fake camera (`launchChromium({ fakeCamera })`): a YUV4MPEG2 file, in a
 * temporary folder of its own, whose frames all show the QR code of `text` (the camera loops it).
 * `remove` deletes the folder.
 */
export async function fakeCameraShowingQr(text: string): Promise<{ file: string; remove: () => Promise<void> }> {
  const luma = lumaOfQr(text);
  // 4:2:0 colour planes at half size each way, neutral: a grey picture.
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fake-camera-'));
  const file = path.join(dir, 'qr.y4m');
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}
