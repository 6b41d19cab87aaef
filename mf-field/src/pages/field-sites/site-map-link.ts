import type { Site } from '@portal/contracts';

/** The site's postal address on one line, or '' when none is recorded. */
export function addressLine(address: Site['address']): string {
  const town = [address.zipcode, address.city].filter(Boolean).join(' ');
  return [address.street, address.complement, town].filter(Boolean).join(', ');
}

/**
 * A link opening the site on a map (OpenStreetMap: the phone offers its map or navigation app): its
 * position when set, else its address searched; null when neither is known.
 */
export function siteMapLink(site: Pick<Site, 'address'>): string | null {
  const { location } = site.address;
  if (location) {
    const { latitude, longitude } = location;
    return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
  }
  const line = addressLine(site.address);
  return line ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(line)}` : null;
}
