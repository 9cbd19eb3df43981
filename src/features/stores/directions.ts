/**
 * Directions to a point in the phone's maps app: Google Maps' cross-platform address (its "Maps URLs",
 * api=1). Android hands it to the Maps app, iOS to Google Maps when installed and to the browser
 * otherwise, a computer opens the web map: one plain link, no script, in every browser. A `geo:`
 * address was not chosen: iOS and desktop browsers do not open it, so it would need a second link
 * or a script to fall back, and the page must work before the app has started.
 */
export function directionsUrl({ latitude, longitude }: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`
}
