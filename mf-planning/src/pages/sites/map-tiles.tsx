import { createContext, useContext, type ReactNode } from 'react';

/** OpenStreetMap's tiles: a third party, fetched by the browser; the map works without them. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The tile URL template of the maps (null: no tiles, a blank background). */
const MapTilesContext = createContext<string | null>(OSM_TILE_URL);

/** Sets the maps' tile source below it (a deployment's own tile server, or none in tests). */
export function MapTilesProvider(props: { tileUrl: string | null; children: ReactNode }) {
  return <MapTilesContext.Provider value={props.tileUrl}>{props.children}</MapTilesContext.Provider>;
}

export function useMapTileUrl(): string | null {
  return useContext(MapTilesContext);
}
