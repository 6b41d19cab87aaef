import { AimOutlined } from '@ant-design/icons';
import { DEFAULT_MAP_CENTER, MAP_ZOOM, type FieldService, type SiteLocation } from '@portal/contracts';
import {
  centerOn,
  createMap,
  Feature,
  MAP_CLASS,
  MAP_CSS,
  MAP_FRAME_STYLE,
  markerGeometry,
  type OlMap,
  PERIMETER_STYLE,
  perimeterGeometry,
  pointText,
  POSITION_ACCURACY_STYLE,
  POSITION_STYLE,
  SITE_MARKER_STYLE,
  useMapTileUrl,
  viewCenter,
} from '@portal/kit/map';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLivePosition } from './live-position.js';

/** Zoom of the whole south of France, for a site not placed on the map yet. */
const OVERVIEW_ZOOM = 6;

export type ServiceMapProps = {
  site: FieldService['site'];
  /** Watch the phone's position: only on duty, and once the agent consented to it (00 §1). */
  watching: boolean;
  height?: number;
};

const siteLocationOf = (site: FieldService['site']): SiteLocation | null =>
  site.latitude !== null && site.longitude !== null ? { latitude: site.latitude, longitude: site.longitude } : null;

/**
 * The service's map (01 §2): the site's marker and perimeter, the agent's live position and a
 * 'Me centrer' button. Without a position (no consent, no fix, too imprecise) the map shows the site
 * alone and the button waits, without a word: the actions ask for the position with their own dialog.
 */
export function ServiceMap({ site, watching, height = 260 }: ServiceMapProps) {
  const tileUrl = useMapTileUrl();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const features = useRef({
    perimeter: new Feature(),
    marker: new Feature(),
    accuracy: new Feature(),
    position: new Feature(),
  });
  const position = useLivePosition(watching);
  const [center, setCenter] = useState<SiteLocation | null>(null);
  const location = siteLocationOf(site);
  const placed = useRef(location !== null);

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const { perimeter, marker, accuracy, position: dot } = features.current;
    perimeter.setStyle(PERIMETER_STYLE);
    marker.setStyle(SITE_MARKER_STYLE);
    accuracy.setStyle(POSITION_ACCURACY_STYLE);
    dot.setStyle(POSITION_STYLE);
    const start = siteLocationOf(site);
    const instance = createMap(target, {
      tileUrl,
      features: [perimeter, marker, accuracy, dot],
      center: start ?? DEFAULT_MAP_CENTER,
      zoom: start ? MAP_ZOOM : OVERVIEW_ZOOM,
    });
    map.current = instance;
    const view = instance.getView();
    const follow = () => setCenter(viewCenter(view));
    follow();
    view.on('change:center', follow);
    return () => {
      view.un('change:center', follow);
      instance.setTarget(undefined);
      instance.dispose();
      map.current = null;
    };
    // The map is made once per tile source; the site's drawing follows below.
  }, [tileUrl]);

  useEffect(() => {
    const { marker, perimeter } = features.current;
    const here = siteLocationOf(site);
    marker.setGeometry(here ? markerGeometry(here) : undefined);
    perimeter.setGeometry(here ? perimeterGeometry(here, site.radius) : undefined);
    // Redrawn when the site's place or radius changes, not at each new copy of the service.
  }, [site.latitude, site.longitude, site.radius]);

  useEffect(() => {
    const { accuracy, position: dot } = features.current;
    dot.setGeometry(position ? markerGeometry(position) : undefined);
    accuracy.setGeometry(position ? perimeterGeometry(position, position.accuracy) : undefined);
    // A site not placed on the map: the first position shows where the agent is.
    if (position && !placed.current && map.current) {
      placed.current = true;
      centerOn(map.current.getView(), position, MAP_ZOOM);
    }
  }, [position]);

  const centreOnMe = () => {
    if (position && map.current) centerOn(map.current.getView(), position, MAP_ZOOM);
  };

  return (
    <div style={{ position: 'relative' }}>
      <style>{MAP_CSS}</style>
      <div
        ref={element}
        className={MAP_CLASS}
        role="application"
        aria-label="Carte du service"
        data-location={pointText(location)}
        data-radius={site.radius}
        data-position={pointText(position)}
        data-center={pointText(center)}
        style={{ ...MAP_FRAME_STYLE, height }}
      />
      <Button
        icon={<AimOutlined />}
        disabled={!position}
        onClick={centreOnMe}
        style={{ position: 'absolute', top: 8, right: 8 }}
      >
        Me centrer
      </Button>
    </div>
  );
}
