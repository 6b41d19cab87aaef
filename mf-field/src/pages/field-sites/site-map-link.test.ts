import { describe, expect, it } from 'vitest';
import { addressLine, siteMapLink } from './site-map-link.js';

const address = { street: '12 rue de la Loge', complement: '', zipcode: '34000', city: 'Montpellier', country: 'FR' };

describe('siteMapLink', () => {
  it('points at the site’s position when set', () => {
    expect(siteMapLink({ address: { ...address, location: { latitude: 43.61, longitude: 3.87 } } })).toBe(
      'https://www.openstreetmap.org/?mlat=43.61&mlon=3.87#map=18/43.61/3.87',
    );
  });

  it('searches the address without a position, and is null with neither', () => {
    expect(siteMapLink({ address: { ...address, location: null } })).toBe(
      'https://www.openstreetmap.org/search?query=12%20rue%20de%20la%20Loge%2C%2034000%20Montpellier',
    );
    expect(
      siteMapLink({ address: { street: '', complement: '', zipcode: '', city: '', country: 'FR', location: null } }),
    ).toBeNull();
    expect(addressLine({ ...address, location: null })).toBe('12 rue de la Loge, 34000 Montpellier');
  });
});
