import type { HookAPI } from 'antd/es/modal/useModal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeLocation } from './location.js';
import { forgetReading, recentReading, rememberReading, RECENT_READING_MS } from './recent-reading.js';

const HALL = { latitude: 43.61655, longitude: 3.84575, accuracy: 8 };
const modal = { confirm: vi.fn() } as unknown as HookAPI;

/** The browser's geolocation, answering each request with this position at once. */
function phoneGeolocation(position: { latitude: number; longitude: number; accuracy: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback) =>
    success({ coords: position, timestamp: Date.now() } as unknown as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

beforeEach(() => localStorage.setItem('portal.field.location-consent', 'granted'));
afterEach(() => {
  forgetReading();
  vi.restoreAllMocks();
});

describe("a field action's location", () => {
  it('is the reading of the last 30 s when the live position has one: no new fix asked', async () => {
    const asked = phoneGeolocation({ latitude: 0, longitude: 0, accuracy: 5 });
    rememberReading(HALL);
    expect(await takeLocation(modal)).toEqual(HALL);
    expect(asked).not.toHaveBeenCalled();
  });

  it('is a new fix when the last reading is older than 30 s, and that fix is kept for the next action', async () => {
    rememberReading({ latitude: 1, longitude: 1, accuracy: 5 }, Date.now() - RECENT_READING_MS - 1);
    const asked = phoneGeolocation({ latitude: 43.6, longitude: 3.87, accuracy: 12.4 });
    expect(await takeLocation(modal)).toEqual({ latitude: 43.6, longitude: 3.87, accuracy: 12 });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(recentReading()).toEqual({ latitude: 43.6, longitude: 3.87, accuracy: 12 });
  });

  it('keeps no imprecise fix (over 100 m): the action goes without a location', async () => {
    phoneGeolocation({ latitude: 43.6, longitude: 3.87, accuracy: 250 });
    expect(await takeLocation(modal)).toBeNull();
    expect(recentReading()).toBeNull();
  });
});
