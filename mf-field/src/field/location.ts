import type { HookAPI } from 'antd/es/modal/useModal';
import { fr, MAX_LOCATION_ACCURACY_M, type FieldLocation } from '@portal/contracts';
import { RECENT_READING_MS, recentReading, rememberReading } from './recent-reading.js';

const CONSENT_KEY = 'portal.field.location-consent';
/** 01 §9: geolocation timeout. */
const TIMEOUT_MS = 15_000;

/** The data-processing consent of 00 §1, asked once and kept on the phone. */
export const CONSENT_TEXT =
  "Votre position peut être enregistrée lorsque vous saisissez un événement déclaratif, lorsque les événements d'avancement de votre service sont enregistrés, et en continu pendant votre service, y compris en arrière-plan.";

/** Whether the agent accepted the consent (never asks it: the map only watches the position once given). */
export const locationConsentGiven = () => localStorage.getItem(CONSENT_KEY) === 'granted';

function consent(modal: HookAPI): Promise<boolean> {
  const stored = localStorage.getItem(CONSENT_KEY);
  if (stored) return Promise.resolve(stored === 'granted');
  return new Promise((resolve) => {
    void modal.confirm({
      title: 'Traitement de vos données de localisation',
      content: CONSENT_TEXT,
      okText: "J'accepte",
      cancelText: 'Je refuse',
      onOk: () => {
        localStorage.setItem(CONSENT_KEY, 'granted');
        resolve(true);
      },
      onCancel: () => {
        localStorage.setItem(CONSENT_KEY, 'refused');
        resolve(false);
      },
    });
  });
}

function askPosition(options: PositionOptions): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('no geolocation'));
    navigator.geolocation.getCurrentPosition(resolve, reject, options);
  });
}

const PERMISSION_DENIED = 1;

/**
 * The phone's position, precise if it can be; a first fix that fails (no satellite yet, a busy
 * phone) is asked once more, accepting a recent one, before the agent is told it is impossible.
 */
async function currentPosition(): Promise<GeolocationPosition> {
  try {
    return await askPosition({ enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: RECENT_READING_MS });
  } catch (error) {
    if ((error as GeolocationPositionError | undefined)?.code === PERMISSION_DENIED) throw error;
    return askPosition({ enableHighAccuracy: false, timeout: TIMEOUT_MS, maximumAge: 120_000 });
  }
}

/**
 * The phone's position for a field action on duty: the reading of the last 30 s when there is one
 * (the live position's), else a new fix; null when the agent refused the consent or chose to go on
 * without it after 'La localisation GPS est impossible.'; 'cancelled' when he gave up the action. A
 * reading less precise than 100 m is not kept.
 */
export async function takeLocation(modal: HookAPI): Promise<FieldLocation | null | 'cancelled'> {
  if (!(await consent(modal))) return null;
  const recent = recentReading();
  if (recent) return recent;
  try {
    const { coords } = await currentPosition();
    if (coords.accuracy > MAX_LOCATION_ACCURACY_M) return null;
    const position = { latitude: coords.latitude, longitude: coords.longitude, accuracy: Math.round(coords.accuracy) };
    rememberReading(position);
    return position;
  } catch {
    return new Promise((resolve) => {
      void modal.confirm({
        title: fr.GEOLOCATION_IMPOSSIBLE,
        content: fr.CONTINUE_WITHOUT_LOCATION,
        okText: 'Continuer',
        cancelText: 'Annuler',
        onOk: () => resolve(null),
        onCancel: () => resolve('cancelled'),
      });
    });
  }
}
