import type { Map as MapLibreMap, Marker } from 'maplibre-gl'

export interface LabelBox {
  x: number
  y: number
  width: number
  height: number
}

/**
 * Which labels to show: each, in priority order, unless it overlaps one already shown or an
 * obstacle (the map's buttons, its hint), with a small gap, or leaves the map's box. MapLibre does
 * this for its own symbol layers; DOM labels need it done by hand, and greedy placement of a few
 * dozen boxes is cheap.
 */
export function placeLabels(
  boxes: readonly LabelBox[],
  view: { width: number; height: number },
  obstacles: readonly LabelBox[] = [],
  gap = 4,
): boolean[] {
  const shown: LabelBox[] = [...obstacles]
  return boxes.map((box) => {
    const inside =
      box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height
    const free = shown.every(
      (other) =>
        box.x + box.width + gap <= other.x ||
        other.x + other.width + gap <= box.x ||
        box.y + box.height + gap <= other.y ||
        other.y + other.height + gap <= box.y,
    )
    if (inside && free) shown.push(box)
    return inside && free
  })
}

interface Town {
  name: string
  longitude: number
  latitude: number
}

/** What labels must not cover: MapLibre's controls and the page's own notes over the map. */
const OBSTACLES = '.maplibregl-ctrl, .stores-map__hint, .stores-map__note'

/** The label sits this far right of its town's dot (the dot's radius and stroke, plus air). */
const OFFSET_X = 7

/**
 * The towns' names beside their dots, as MapLibre markers (they follow the map as it moves). They
 * are decorative: hidden from assistive technology, which reads the store list instead, and they
 * let clicks through to the map. Overlapping names are hidden after each move. Returns the removal.
 */
export function addTownLabels(
  map: MapLibreMap,
  MarkerClass: typeof Marker,
  towns: readonly Town[],
): () => void {
  const labels = towns.map((town) => {
    const element = document.createElement('span')
    element.className = 'stores-town'
    element.textContent = town.name
    element.setAttribute('aria-hidden', 'true')
    const marker = new MarkerClass({ element, anchor: 'left', offset: [OFFSET_X, 0] })
      .setLngLat([town.longitude, town.latitude])
      .addTo(map)
    return { marker, element, size: { width: 0, height: 0 } }
  })
  const place = () => {
    const container = map.getContainer()
    const boxes = labels.map(({ marker, element, size }) => {
      // Measured once: a label's text never changes.
      if (size.width === 0) {
        size.width = element.offsetWidth
        size.height = element.offsetHeight
      }
      const point = map.project(marker.getLngLat())
      return { x: point.x + OFFSET_X, y: point.y - size.height / 2, width: size.width, height: size.height }
    })
    const origin = container.getBoundingClientRect()
    const obstacles = [...(container.parentElement ?? container).querySelectorAll(OBSTACLES)].map(
      (element) => {
        const rect = element.getBoundingClientRect()
        return {
          x: rect.left - origin.left,
          y: rect.top - origin.top,
          width: rect.width,
          height: rect.height,
        }
      },
    )
    const visible = placeLabels(
      boxes,
      { width: container.clientWidth, height: container.clientHeight },
      obstacles,
    )
    labels.forEach(({ element }, i) => {
      element.style.visibility = visible[i] ? 'visible' : 'hidden'
    })
  }
  place()
  // 'idle' also catches what appears without a move (the hint, the attribution opening).
  map.on('moveend', place)
  map.on('idle', place)
  map.on('resize', place)
  return () => {
    map.off('moveend', place)
    map.off('idle', place)
    map.off('resize', place)
    for (const { marker } of labels) marker.remove()
  }
}
