/**
 * The few OpenLayers rules the site map needs (viewport, zoom buttons, attribution), inlined: the
 * remote's build loads no stylesheet, and `ol/ol.css` would style controls this map does not show.
 */
export const SITE_MAP_CSS = `
.site-map .ol-viewport { position: relative; overflow: hidden; }
.site-map .ol-zoom { position: absolute; top: 8px; left: 8px; display: flex; flex-direction: column; gap: 2px; }
.site-map .ol-zoom button { width: 28px; height: 28px; border: 1px solid #d9d9d9; border-radius: 4px; background: #fff; cursor: pointer; font-size: 16px; line-height: 1; }
.site-map .ol-attribution { position: absolute; right: 4px; bottom: 4px; font-size: 11px; background: rgba(255,255,255,.8); padding: 0 4px; border-radius: 4px; }
.site-map .ol-attribution ul { margin: 0; padding: 0; list-style: none; display: inline; }
.site-map .ol-attribution button { display: none; }
.site-map .ol-hidden { display: none; }
`;
