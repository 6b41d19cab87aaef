import { MAX_LOCATION_ACCURACY_M } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { rememberReading } from '../recent-reading.js';

/** The phone's last position worth showing: where it is, and within how many metres. */
export type LivePosition = { latitude: number; longitude: number; accuracy: number };

/** A reading less precise than 100 m (01 §9) is not shown: the marker stays where it was. */
export function acceptedPosition({ coords }: Pick<GeolocationPosition, 'coords'>): LivePosition | null {
  if (!Number.isFinite(coords.accuracy) || coords.accuracy > MAX_LOCATION_ACCURACY_M) return null;
  return { latitude: coords.latitude, longitude: coords.longitude, accuracy: Math.round(coords.accuracy) };
}

/**
 * Watches the phone's position (high accuracy, 01 §9) and hands every precise enough reading to
 * `onPosition`; returns what stops watching. A phone without geolocation, a refusal or a failure
 * are silent: the map simply shows no position (the actions ask for theirs with their own dialog).
 */
export function watchLivePosition(
  onPosition: (position: LivePosition) => void,
  geolocation: Geolocation | null = globalThis.navigator?.geolocation ?? null,
): () => void {
  if (!geolocation) return () => {};
  const id = geolocation.watchPosition(
    (reading) => {
      const position = acceptedPosition(reading);
      if (!position) return;
      rememberReading(position);
      onPosition(position);
    },
    () => {},
    { enableHighAccuracy: true, maximumAge: 10_000 },
  );
  return () => geolocation.clearWatch(id);
}

/** The live position while `watching` (on duty, consent given); null until a precise reading comes. */
export function useLivePosition(watching: boolean): LivePosition | null {
  const [position, setPosition] = useState<LivePosition | null>(null);
  useEffect(() => {
    if (!watching) return;
    const stop = watchLivePosition(setPosition);
    return () => {
      stop();
      setPosition(null);
    };
  }, [watching]);
  return position;
}
