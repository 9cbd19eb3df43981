/** Made at build time by scripts/vite/base-map-plugin.ts. */
declare module 'virtual:tessera-base-map' {
  /** A GeoJSON FeatureCollection: land (MultiPolygon) and borders (MultiLineString), `kind` says which. */
  export const baseMapUrl: string
  /** The stores' towns, in label priority (more stores first). */
  export const towns: ReadonlyArray<{ name: string; longitude: number; latitude: number; stores: number }>
}
