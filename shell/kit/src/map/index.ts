/**
 * `@portal/kit/map`: the OpenLayers maps' common parts. Not exported from `@portal/kit`: `ol` is big
 * and loads only with the screens that show a map (import this from a lazily loaded component).
 */
export * from './create-map.js';
export * from './map-geometry.js';
export * from './map-styles.js';
export * from './map-tiles.js';
// The OpenLayers classes a map component holds, so that the remotes need no `ol` dependency of their own.
export { default as Feature } from 'ol/Feature.js';
export type { default as OlMap } from 'ol/Map.js';
