import type { FieldService } from '@portal/contracts';
import { MapTilesProvider } from '@portal/kit/map';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE } from '../testing/field-service.js';
import { ServiceMap } from './service-map.js';

/**
 * happy-dom has no canvas: OpenLayers builds the map and its view but draws nothing. What is checked
 * is what the map says of itself (its data-* attributes: site, live position, centre) and the button;
 * the drawing itself is seen in Chromium (deploy/e2e/field.e2e.test.ts). The phone's geolocation is
 * stood in for: readings are sent by the test.
 */
function phoneGeolocation() {
  const watches = new Map<number, PositionCallback>();
  let next = 1;
  const geolocation = {
    watchPosition: (success: PositionCallback) => {
      watches.set(next, success);
      return next++;
    },
    clearWatch: (id: number) => void watches.delete(id),
    getCurrentPosition: () => {},
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return {
    watching: () => watches.size,
    send: (latitude: number, longitude: number, accuracy: number) =>
      act(() =>
        watches.forEach((success) => success({ coords: { latitude, longitude, accuracy } } as GeolocationPosition)),
      ),
  };
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const SITE = { ...SERVICE.site, latitude: 43.6165, longitude: 3.8457, radius: 120 };
const showMap = (watching: boolean, site: FieldService['site'] = SITE) =>
  render(
    <MapTilesProvider tileUrl={null}>
      <ServiceMap site={site} watching={watching} />
    </MapTilesProvider>,
  );
const map = () => screen.getByRole('application', { name: 'Carte du service' });
const centreOnMe = () => screen.getByRole('button', { name: /Me centrer/ });

describe('the service map', () => {
  it('shows the site and its perimeter, centred on it; without consent it watches nothing', () => {
    const phone = phoneGeolocation();
    showMap(false);
    expect(map().dataset).toMatchObject({ location: '43.6165,3.8457', radius: '120', center: '43.6165,3.8457' });
    expect(map().dataset['position']).toBe('');
    expect(phone.watching()).toBe(0);
    expect((centreOnMe() as HTMLButtonElement).disabled).toBe(true);
  });

  it('follows the precise readings, ignores the imprecise one, centres on the last position, stops on unmount', async () => {
    const phone = phoneGeolocation();
    const user = userEvent.setup();
    const { unmount } = showMap(true);
    expect(phone.watching()).toBe(1);
    phone.send(43.61655, 3.84575, 8);
    expect(map().dataset['position']).toBe('43.61655,3.84575');
    phone.send(43.7, 3.95, 350);
    expect(map().dataset['position']).toBe('43.61655,3.84575');
    expect(map().dataset['center']).toBe('43.6165,3.8457');

    await user.click(centreOnMe());
    expect(map().dataset['center']).toBe('43.61655,3.84575');
    phone.send(43.6171, 3.8462, 20);
    expect(map().dataset['position']).toBe('43.6171,3.8462');
    unmount();
    expect(phone.watching()).toBe(0);
  });

  it('stops watching when the service is no longer on duty, and forgets the position', () => {
    const phone = phoneGeolocation();
    const { rerender } = showMap(true);
    phone.send(43.61655, 3.84575, 8);
    rerender(
      <MapTilesProvider tileUrl={null}>
        <ServiceMap site={SITE} watching={false} />
      </MapTilesProvider>,
    );
    expect(phone.watching()).toBe(0);
    expect(map().dataset['position']).toBe('');
  });

  it('centres on the agent at his first position when the site is not placed on the map', () => {
    const phone = phoneGeolocation();
    showMap(true, SERVICE.site);
    expect(map().dataset['location']).toBe('');
    phone.send(43.61655, 3.84575, 8);
    expect(map().dataset['center']).toBe('43.61655,3.84575');
  });

  it('shows no position and no message on a phone without geolocation', () => {
    showMap(true);
    expect(map().dataset['position']).toBe('');
    expect(screen.queryByText(/localisation/i)).toBeNull();
  });
});
