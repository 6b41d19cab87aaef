import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style.js';

/** The class of every map's element: the rules below apply inside it. */
export const MAP_CLASS = 'portal-map';

/**
 * The few OpenLayers rules the maps need (viewport, zoom buttons, attribution), inlined: the
 * remotes' builds load no stylesheet, and `ol/ol.css` would style controls these maps do not show.
 */
export const MAP_CSS = `
.portal-map .ol-viewport { position: relative; overflow: hidden; }
.portal-map .ol-zoom { position: absolute; top: 8px; left: 8px; display: flex; flex-direction: column; gap: 2px; }
.portal-map .ol-zoom button { width: 28px; height: 28px; border: 1px solid #d9d9d9; border-radius: 4px; background: #fff; cursor: pointer; font-size: 16px; line-height: 1; }
.portal-map .ol-attribution { position: absolute; right: 4px; bottom: 4px; font-size: 11px; background: rgba(255,255,255,.8); padding: 0 4px; border-radius: 4px; }
.portal-map .ol-attribution ul { margin: 0; padding: 0; list-style: none; display: inline; }
.portal-map .ol-attribution button { display: none; }
.portal-map .ol-hidden { display: none; }
`;

/** The map element's frame (its height is the screen's). */
export const MAP_FRAME_STYLE = {
  width: '100%',
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  background: '#f5f5f5',
} as const;

/** The site's marker: a red dot. */
export const SITE_MARKER_STYLE = new Style({
  image: new CircleStyle({
    radius: 7,
    fill: new Fill({ color: '#cf1322' }),
    stroke: new Stroke({ color: '#fff', width: 2 }),
  }),
});

/** The site's perimeter: a blue ring. */
export const PERIMETER_STYLE = new Style({
  fill: new Fill({ color: 'rgba(22, 119, 255, 0.12)' }),
  stroke: new Stroke({ color: '#1677ff', width: 2 }),
});

/** A live position: a dark blue dot… */
export const POSITION_STYLE = new Style({
  image: new CircleStyle({
    radius: 8,
    fill: new Fill({ color: '#0958d9' }),
    stroke: new Stroke({ color: '#fff', width: 3 }),
  }),
});

/** …in a light disc of its accuracy. */
export const POSITION_ACCURACY_STYLE = new Style({ fill: new Fill({ color: 'rgba(9, 88, 217, 0.15)' }) });
