import { describe, expect, it } from 'vitest';
import { fromLonLat } from 'ol/proj.js';
import View from 'ol/View.js';
import { centerOn, markerGeometry, perimeterGeometry, pointText, viewCenter } from './map-geometry.js';

const HALL = { latitude: 43.61655, longitude: 3.84575 };

describe('map geometry', () => {
  it('centres a view on a location and reads it back as given', () => {
    const view = new View({ center: fromLonLat([3.88, 43.6]), zoom: 6 });
    centerOn(view, HALL, 18);
    expect(viewCenter(view)).toEqual(HALL);
    expect(view.getZoom()).toBe(18);
    expect(pointText(viewCenter(view))).toBe('43.61655,3.84575');
  });

  it('has no centre before the view has one', () => {
    expect(viewCenter(new View())).toBeNull();
    expect(pointText(null)).toBe('');
  });

  it('draws the perimeter around the marker, its radius in metres on the ground', () => {
    const marker = markerGeometry(HALL).getCoordinates();
    const extent = perimeterGeometry(HALL, 100).getExtent();
    expect((extent[0]! + extent[2]!) / 2).toBeCloseTo(marker[0]!, 0);
    // Web Mercator stretches distances by 1/cos(latitude): 200 m across is about 276 units here.
    const across = (extent[2]! - extent[0]!) * Math.cos((HALL.latitude * Math.PI) / 180);
    expect(across).toBeGreaterThan(198);
    expect(across).toBeLessThan(202);
  });
});
