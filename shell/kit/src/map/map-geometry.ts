import type { SiteLocation } from '@portal/contracts';
import { circular } from 'ol/geom/Polygon.js';
import Point from 'ol/geom/Point.js';
import type OlMap from 'ol/Map.js';
import { fromLonLat, toLonLat } from 'ol/proj.js';
import type View from 'ol/View.js';

/** Six decimals: about ten centimetres, more than a click or a phone can say. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** A point of the map as `latitude,longitude` (what the maps expose in their `data-*` attributes). */
export const pointText = (point: SiteLocation | null) => (point ? `${point.latitude},${point.longitude}` : '');

export function markerGeometry(location: SiteLocation): Point {
  return new Point(fromLonLat([location.longitude, location.latitude]));
}

/** The perimeter: a geodesic circle of `radius` metres around the location, in the map's projection. */
export function perimeterGeometry(location: SiteLocation, radius: number) {
  return circular([location.longitude, location.latitude], radius, 64).transform('EPSG:4326', 'EPSG:3857');
}

/** Centres the view on a location (at `zoom` when given). */
export function centerOn(view: View, location: SiteLocation, zoom?: number): void {
  view.setCenter(fromLonLat([location.longitude, location.latitude]));
  if (zoom !== undefined) view.setZoom(zoom);
}

/** The location at the centre of the view, rounded as the maps expose it; null before it has one. */
export function viewCenter(view: View): SiteLocation | null {
  const center = view.getCenter();
  if (!center) return null;
  const [longitude = 0, latitude = 0] = toLonLat(center);
  return { latitude: round(latitude), longitude: round(longitude) };
}

/**
 * The location under a point of the map's element. OpenLayers answers it once it has drawn a frame;
 * before that (or where nothing is laid out) it is computed from the view: centre, resolution, size.
 */
export function locationAt(map: OlMap, element: HTMLElement, clientX: number, clientY: number): SiteLocation | null {
  const rect = element.getBoundingClientRect();
  const pixel = [clientX - rect.left, clientY - rect.top];
  let coordinate = map.getCoordinateFromPixel(pixel);
  if (!coordinate) {
    const view = map.getView();
    const center = view.getCenter();
    const resolution = view.getResolution();
    if (!center || resolution === undefined) return null;
    const [width, height] = map.getSize() ?? [rect.width, rect.height];
    coordinate = [
      (center[0] ?? 0) + ((pixel[0] ?? 0) - (width ?? 0) / 2) * resolution,
      (center[1] ?? 0) - ((pixel[1] ?? 0) - (height ?? 0) / 2) * resolution,
    ];
  }
  const [longitude = 0, latitude = 0] = toLonLat(coordinate);
  return { latitude: round(latitude), longitude: round(longitude) };
}
