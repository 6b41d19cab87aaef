import { DEFAULT_MAP_CENTER, MAP_ZOOM, type SiteLocation } from '@portal/contracts';
import { defaults as defaultControls } from 'ol/control/defaults.js';
import Feature from 'ol/Feature.js';
import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import { fromLonLat } from 'ol/proj.js';
import OSM from 'ol/source/OSM.js';
import VectorSource from 'ol/source/Vector.js';
import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style.js';
import View from 'ol/View.js';
import { useEffect, useRef } from 'react';
import { locationAt, markerGeometry, perimeterGeometry } from './map-geometry.js';
import { SITE_MAP_CSS } from './map-styles.js';
import { useMapTileUrl } from './map-tiles.js';

/** Zoom of the whole south of France, before the site is placed. */
const OVERVIEW_ZOOM = 6;
/** A pointer that moved more than this between press and release dragged the map: no placement. */
const CLICK_TOLERANCE_PX = 5;

const MARKER_STYLE = new Style({
  image: new CircleStyle({
    radius: 7,
    fill: new Fill({ color: '#cf1322' }),
    stroke: new Stroke({ color: '#fff', width: 2 }),
  }),
});
const PERIMETER_STYLE = new Style({
  fill: new Fill({ color: 'rgba(22, 119, 255, 0.12)' }),
  stroke: new Stroke({ color: '#1677ff', width: 2 }),
});

export type SiteMapProps = {
  location: SiteLocation | null;
  /** The perimeter drawn around the location, in metres. */
  radius: number;
  /** A click on the map places the site there. */
  onPick: (location: SiteLocation) => void;
  height?: number;
};

/**
 * The site's map (OpenLayers): a click places the site's marker and its perimeter of `radius` metres.
 * Tiles come from the configured source (OpenStreetMap by default); without them the background is
 * blank and the marker, the perimeter and the clicks work all the same.
 */
export function SiteMap({ location, radius, onPick, height = 320 }: SiteMapProps) {
  const tileUrl = useMapTileUrl();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const features = useRef({ marker: new Feature(), perimeter: new Feature() });
  const pick = useRef(onPick);
  pick.current = onPick;
  const initial = useRef(location);

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const start = initial.current ?? DEFAULT_MAP_CENTER;
    features.current.marker.setStyle(MARKER_STYLE);
    features.current.perimeter.setStyle(PERIMETER_STYLE);
    const instance = new OlMap({
      target,
      controls: defaultControls({ rotate: false, attribution: tileUrl !== null }),
      layers: [
        ...(tileUrl ? [new TileLayer({ source: new OSM({ url: tileUrl }) })] : []),
        new VectorLayer({
          source: new VectorSource({ features: [features.current.perimeter, features.current.marker] }),
        }),
      ],
      view: new View({
        center: fromLonLat([start.longitude, start.latitude]),
        zoom: initial.current ? MAP_ZOOM : OVERVIEW_ZOOM,
        enableRotation: false,
      }),
    });
    map.current = instance;

    let pressed: { x: number; y: number } | null = null;
    const onPointerDown = (event: PointerEvent) => {
      pressed = { x: event.clientX, y: event.clientY };
    };
    const onClick = (event: MouseEvent) => {
      const moved = pressed ? Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) : 0;
      pressed = null;
      if (moved > CLICK_TOLERANCE_PX || (event.target as Element | null)?.closest('button')) return;
      const picked = locationAt(instance, target, event.clientX, event.clientY);
      if (picked) pick.current(picked);
    };
    target.addEventListener('pointerdown', onPointerDown);
    target.addEventListener('click', onClick);
    return () => {
      target.removeEventListener('pointerdown', onPointerDown);
      target.removeEventListener('click', onClick);
      instance.setTarget(undefined);
      instance.dispose();
      map.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const { marker, perimeter } = features.current;
    marker.setGeometry(location ? markerGeometry(location) : undefined);
    perimeter.setGeometry(location ? perimeterGeometry(location, radius) : undefined);
  }, [location, radius]);

  return (
    <>
      <style>{SITE_MAP_CSS}</style>
      <div
        ref={element}
        className="site-map"
        role="application"
        aria-label="Carte du site"
        data-location={location ? `${location.latitude},${location.longitude}` : ''}
        data-radius={radius}
        style={{ height, width: '100%', border: '1px solid #d9d9d9', borderRadius: 6, background: '#f5f5f5' }}
      />
    </>
  );
}
