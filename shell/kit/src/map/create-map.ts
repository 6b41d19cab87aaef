import type { SiteLocation } from '@portal/contracts';
import { defaults as defaultControls } from 'ol/control/defaults.js';
import type Feature from 'ol/Feature.js';
import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import { fromLonLat } from 'ol/proj.js';
import OSM from 'ol/source/OSM.js';
import VectorSource from 'ol/source/Vector.js';
import View from 'ol/View.js';

export type MapOptions = {
  /** The tile URL template; null: no tiles, a blank background (everything else works). */
  tileUrl: string | null;
  /** The features drawn above the tiles, the last on top. */
  features: Feature[];
  center: SiteLocation;
  zoom: number;
};

/**
 * An OpenLayers map in `target`: the configured tiles, the features, zoom buttons (and the tiles'
 * attribution), no rotation. The caller disposes of it (`setTarget(undefined)`, `dispose()`).
 */
export function createMap(target: HTMLElement, { tileUrl, features, center, zoom }: MapOptions): OlMap {
  return new OlMap({
    target,
    controls: defaultControls({ rotate: false, attribution: tileUrl !== null }),
    layers: [
      ...(tileUrl ? [new TileLayer({ source: new OSM({ url: tileUrl }) })] : []),
      new VectorLayer({ source: new VectorSource({ features }) }),
    ],
    view: new View({
      center: fromLonLat([center.longitude, center.latitude]),
      zoom,
      enableRotation: false,
    }),
  });
}
