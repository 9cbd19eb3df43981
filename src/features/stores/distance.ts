import { formatDecimal } from '../../ui/format/numbers'
export interface Position {
  latitude: number
  longitude: number
}

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance in km (haversine): the cards show it also when the list is sorted by name. */
export function distanceKm(from: Position, to: Position): number {
  const rad = Math.PI / 180
  const dLat = (to.latitude - from.latitude) * rad
  const dLon = (to.longitude - from.longitude) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * A distance for a card: one decimal under 100 km, whole km beyond ('1,3 km', '127 km' in Italian).
 * The unit stays on the number's line by CSS (white-space), so the text keeps a plain space.
 */
export function formatDistance(km: number, locale = 'it-IT'): string {
  return `${formatDecimal(Math.max(0, km), locale, km < 100 ? 1 : 0)} km`
}
