/**
 * MapLibre, its stylesheet and its worker, and the bundled base map: this module is only ever
 * imported dynamically (by StoresMap), so none of it reaches the entry chunk or the precache.
 */
import 'maplibre-gl/dist/maplibre-gl.css'
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'

// After bundling MapLibre cannot find its worker next to itself (docs/decisions.md, "The stores map:
// a late start and a bundled base map").
setWorkerUrl(workerUrl)

export type { StyleSpecification } from 'maplibre-gl'
export { baseMapStyle, towns } from './base-map-style'
export { addTownLabels } from './town-labels'
export { MapLibreMap, Marker, NavigationControl }
