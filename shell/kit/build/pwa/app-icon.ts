import { encodePng } from './png.js';

type Rgb = [number, number, number];

/** `#1677ff` → [22, 119, 255]. */
export function hexColor(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`'${hex}' is not a #rrggbb colour`);
  return [parseInt(match[1] ?? '', 16), parseInt(match[2] ?? '', 16), parseInt(match[3] ?? '', 16)];
}

/** Distance from (x, y) to the segment a–b. */
function segmentDistance(x: number, y: number, a: [number, number], b: [number, number]): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (a[0] + t * dx), y - (a[1] + t * dy));
}

const SHIELD = { left: 0.3, right: 0.7, top: 0.24, shoulder: 0.5, tip: 0.78 };
const CHECK: [number, number][] = [
  [0.41, 0.5],
  [0.48, 0.58],
  [0.6, 0.43],
];
const CHECK_HALF_WIDTH = 0.03;

/**
 * What covers the point (u, v) of the unit square: the white shield (its sides straight down to the
 * shoulder, then curving to a tip), the check mark cut in it, or the background. The emblem stays
 * within the centre circle of radius 0.4 that a maskable icon keeps.
 */
function shade(u: number, v: number): 'shield' | 'background' {
  const halfWidth = (SHIELD.right - SHIELD.left) / 2;
  const centre = SHIELD.left + halfWidth;
  let inShield = false;
  if (v >= SHIELD.top && v <= SHIELD.shoulder) inShield = Math.abs(u - centre) <= halfWidth;
  else if (v > SHIELD.shoulder && v <= SHIELD.tip) {
    const depth = (v - SHIELD.shoulder) / (SHIELD.tip - SHIELD.shoulder);
    inShield = Math.abs(u - centre) <= halfWidth * Math.sqrt(1 - depth * depth);
  }
  if (!inShield) return 'background';
  const onCheck = CHECK.slice(1).some((point, index) => {
    const from = CHECK[index];
    return from !== undefined && segmentDistance(u, v, from, point) <= CHECK_HALF_WIDTH;
  });
  return onCheck ? 'background' : 'shield';
}

const SAMPLES = 4;

/** The app's square icon: a white shield with a check mark on the theme colour, edges smoothed. */
export function appIconPng(size: number, themeColor: string): Buffer {
  const background = hexColor(themeColor);
  const pixels = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let white = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          if (shade((x + (sx + 0.5) / SAMPLES) / size, (y + (sy + 0.5) / SAMPLES) / size) === 'shield') white += 1;
        }
      }
      const share = white / (SAMPLES * SAMPLES);
      const offset = (y * size + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[offset + channel] = Math.round((background[channel] ?? 0) * (1 - share) + 255 * share);
      }
    }
  }
  return encodePng(size, size, pixels);
}
