import { baseMapUrl, towns } from 'virtual:tessera-base-map'
import type { StyleSpecification } from 'maplibre-gl'

/**
 * The map style drawn when the tile service cannot be reached: the bundled base map (land, sea,
 * country borders; Natural Earth, public domain) and a dot per store town. No glyphs, sprites or
 * tiles: everything comes from the app's own origin, so the service worker can serve it offline.
 * The towns' names are DOM labels (town-labels.ts), since MapLibre's text needs glyphs.
 */
export function baseMapStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      'base-map': { type: 'geojson', data: baseMapUrl, attribution: 'Natural Earth' },
      towns: {
        type: 'geojson',
        data: {
          type: 'FeatureCollection',
          features: towns.map((town) => ({
            type: 'Feature',
            properties: { name: town.name },
            geometry: { type: 'Point', coordinates: [town.longitude, town.latitude] },
          })),
        },
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#c7dce8' } },
      {
        id: 'land',
        type: 'fill',
        source: 'base-map',
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'fill-color': '#eef0e6' },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'base-map',
        filter: ['==', ['get', 'kind'], 'border'],
        paint: { 'line-color': '#8a7f8f', 'line-width': 1.2, 'line-dasharray': [3, 2] },
      },
      {
        id: 'towns',
        type: 'circle',
        source: 'towns',
        paint: {
          'circle-radius': 3.5,
          'circle-color': '#3b4637',
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.5,
        },
      },
    ],
  }
}

export { towns }
