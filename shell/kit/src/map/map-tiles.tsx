import { MAP_TILE_URL } from '@portal/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** The tile URL template of the maps (null: no tiles, a blank background); OpenStreetMap's by default. */
const MapTilesContext = createContext<string | null>(MAP_TILE_URL);

/**
 * Sets the maps' tile source below it (none in tests). Another tile server must also be allowed by the
 * pages' Content-Security-Policy, whose `img-src` is made from MAP_TILE_URL.
 */
export function MapTilesProvider(props: { tileUrl: string | null; children: ReactNode }) {
  return <MapTilesContext.Provider value={props.tileUrl}>{props.children}</MapTilesContext.Provider>;
}

export function useMapTileUrl(): string | null {
  return useContext(MapTilesContext);
}
