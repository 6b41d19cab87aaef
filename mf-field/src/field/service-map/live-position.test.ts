import { describe, expect, it } from 'vitest';
import { acceptedPosition, watchLivePosition, type LivePosition } from './live-position.js';
import { recentReading } from '../recent-reading.js';

const reading = (latitude: number, longitude: number, accuracy: number) =>
  ({ coords: { latitude, longitude, accuracy } }) as GeolocationPosition;

/** A phone's geolocation driven by the test: readings and failures on demand, watches counted. */
function fakeGeolocation() {
  const watches = new Map<number, { success: PositionCallback; failure?: PositionErrorCallback | null }>();
  let next = 1;
  const geolocation = {
    watchPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      watches.set(next, { success, failure });
      return next++;
    },
    clearWatch: (id: number) => void watches.delete(id),
    getCurrentPosition: () => {},
  } as Geolocation;
  return {
    geolocation,
    watching: () => watches.size,
    send: (position: GeolocationPosition) => watches.forEach((watch) => watch.success(position)),
    fail: () =>
      watches.forEach((watch) => watch.failure?.({ code: 2, message: 'unavailable' } as GeolocationPositionError)),
  };
}

describe('the live position', () => {
  it('keeps readings precise to 100 m, rounded to the metre, and ignores the others', () => {
    expect(acceptedPosition(reading(43.61655, 3.84575, 8.4))).toEqual({
      latitude: 43.61655,
      longitude: 3.84575,
      accuracy: 8,
    });
    expect(acceptedPosition(reading(43.6, 3.8, 100))).not.toBeNull();
    expect(acceptedPosition(reading(43.6, 3.8, 100.5))).toBeNull();
    expect(acceptedPosition(reading(43.6, 3.8, Number.NaN))).toBeNull();
  });

  it('follows the watched readings, skips the imprecise ones and the failures, keeps the last, and stops watching', () => {
    const phone = fakeGeolocation();
    const seen: LivePosition[] = [];
    const stop = watchLivePosition((position) => seen.push(position), phone.geolocation);
    expect(phone.watching()).toBe(1);
    phone.send(reading(43.61655, 3.84575, 8));
    phone.send(reading(43.7, 3.9, 450));
    phone.fail();
    phone.send(reading(43.6171, 3.8462, 20));
    expect(seen.map(({ latitude, longitude }) => [latitude, longitude])).toEqual([
      [43.61655, 3.84575],
      [43.6171, 3.8462],
    ]);
    // The last precise one stands for the phone's position in the field actions of the next 30 s.
    expect(recentReading()).toEqual({ latitude: 43.6171, longitude: 3.8462, accuracy: 20 });
    stop();
    expect(phone.watching()).toBe(0);
  });

  it('watches nothing on a phone without geolocation', () => {
    const stop = watchLivePosition(() => {}, null);
    expect(() => stop()).not.toThrow();
  });
});
