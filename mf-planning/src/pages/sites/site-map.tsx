import { DEFAULT_MAP_CENTER, MAP_ZOOM, type SiteLocation } from '@portal/contracts';
import {
  createMap,
  Feature,
  locationAt,
  MAP_CLASS,
  MAP_CSS,
  MAP_FRAME_STYLE,
  markerGeometry,
  type OlMap,
  PERIMETER_STYLE,
  perimeterGeometry,
  pointText,
  SITE_MARKER_STYLE,
  useMapTileUrl,
} from '@portal/kit/map';
import { useEffect, useRef } from 'react';

/** Zoom of the whole south of France, before the site is placed. */
const OVERVIEW_ZOOM = 6;
/** A pointer that moved more than this between press and release dragged the map: no placement. */
const CLICK_TOLERANCE_PX = 5;

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
    features.current.marker.setStyle(SITE_MARKER_STYLE);
    features.current.perimeter.setStyle(PERIMETER_STYLE);
    const instance = createMap(target, {
      tileUrl,
      features: [features.current.perimeter, features.current.marker],
      center: start,
      zoom: initial.current ? MAP_ZOOM : OVERVIEW_ZOOM,
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
      <style>{MAP_CSS}</style>
      <div
        ref={element}
        className={MAP_CLASS}
        role="application"
        aria-label="Carte du site"
        data-location={pointText(location)}
        data-radius={radius}
        style={{ ...MAP_FRAME_STYLE, height }}
      />
    </>
  );
}
