import { Trans, useLingui } from '@lingui/react/macro'
import type { Map as MapLibreMap, Marker, StyleSpecification } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'
import { config } from '../../config'
import './stores-map.css'

export interface MapStore {
  id: number
  name: string
  latitude: number
  longitude: number
}

interface StoresMapProps {
  /** The map's accessible name. */
  label: string
  center: { latitude: number; longitude: number }
  zoom: number
  stores: readonly MapStore[]
  highlightedId?: number | null
  /** With it, markers are buttons that lead to their store; without, they are images. */
  onMarkerClick?: (id: number) => void
}

type Status = 'loading' | 'ready' | 'unsupported' | 'failed'

/** What the map shows when the tile service cannot be reached: a plain background for the markers. */
const BLANK_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e8ebe6' } }],
}

const prefersReducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

/**
 * A MapLibre map with one marker per store. The library loads only here (dynamic import). The
 * markers are DOM elements with the store's name, so they work, and can be counted, even when no
 * tile arrives. Without WebGL the map is replaced by a short note; the list beside it is unaffected.
 */
export function StoresMap({
  label,
  center,
  zoom,
  stores,
  highlightedId = null,
  onMarkerClick,
}: StoresMapProps) {
  const { t } = useLingui()
  const containerRef = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibreMap | null>(null)
  const markerClassRef = useRef<typeof Marker | null>(null)
  const markersRef = useRef(new Map<number, { marker: Marker; element: HTMLElement }>())
  const clickRef = useRef(onMarkerClick)
  const [status, setStatus] = useState<Status>('loading')
  const [basemap, setBasemap] = useState(true)
  const interactive = onMarkerClick !== undefined

  useEffect(() => {
    clickRef.current = onMarkerClick
  }, [onMarkerClick])

  const { latitude, longitude } = center
  const locale = {
    'Map.Title': label,
    'NavigationControl.ZoomIn': t`Ingrandisci la mappa`,
    'NavigationControl.ZoomOut': t`Riduci la mappa`,
    'AttributionControl.ToggleAttribution': t`Mostra o nascondi le attribuzioni della mappa`,
    'CooperativeGesturesHandler.WindowsHelpText': t`Usa Ctrl + rotellina per ingrandire la mappa`,
    'CooperativeGesturesHandler.MacHelpText': t`Usa ⌘ + rotellina per ingrandire la mappa`,
    'CooperativeGesturesHandler.MobileHelpText': t`Usa due dita per spostare la mappa`,
  }
  const localeKey = JSON.stringify(locale)

  useEffect(() => {
    let cancelled = false
    let map: MapLibreMap | null = null
    const markers = markersRef.current
    import('./maplibre').then(
      (lib) => {
        const container = containerRef.current
        if (cancelled || !container) return
        const offline = navigator.onLine === false
        try {
          map = new lib.MapLibreMap({
            container,
            // Offline there is no point asking for tiles: start with the plain background.
            style: offline ? BLANK_STYLE : config.map.styleUrl,
            center: [longitude, latitude],
            zoom,
            cooperativeGestures: true,
            attributionControl: { compact: true },
            locale: JSON.parse(localeKey) as Record<string, string>,
          })
        } catch (error) {
          // No WebGL2: MapLibre throws at once.
          console.warn('Map not shown', error)
          setStatus('unsupported')
          return
        }
        const created = map
        created.addControl(new lib.NavigationControl({ showCompass: false }), 'top-right')
        let styleLoaded = false
        let warned = false
        created.on('style.load', () => {
          styleLoaded = true
        })
        // Tile server down or no network: say it once, fall back to the plain background, and keep
        // MapLibre from printing every failed request as an error.
        created.on('error', (event) => {
          if (!warned) {
            warned = true
            console.warn('Map tiles not available', event.error?.message)
          }
          if (!styleLoaded) {
            styleLoaded = true
            created.setStyle(BLANK_STYLE, { diff: false })
            setBasemap(false)
          }
        })
        if (offline) setBasemap(false)
        markerClassRef.current = lib.Marker
        mapRef.current = created
        setStatus('ready')
      },
      (error: unknown) => {
        if (cancelled) return
        console.error('Map library not loaded', error)
        setStatus('failed')
      },
    )
    return () => {
      cancelled = true
      for (const { marker } of markers.values()) marker.remove()
      markers.clear()
      map?.remove()
      mapRef.current = null
    }
  }, [latitude, longitude, zoom, localeKey])

  // One marker per store, rebuilt when the list changes.
  useEffect(() => {
    const map = mapRef.current
    const MarkerClass = markerClassRef.current
    if (status !== 'ready' || !map || !MarkerClass) return
    const markers = markersRef.current
    for (const { marker } of markers.values()) marker.remove()
    markers.clear()
    for (const store of stores) {
      const element = document.createElement(interactive ? 'button' : 'div')
      element.className = 'stores-marker'
      element.dataset.storeId = String(store.id)
      element.setAttribute('aria-label', store.name)
      element.title = store.name
      if (element instanceof HTMLButtonElement) {
        element.type = 'button'
        element.addEventListener('click', () => clickRef.current?.(store.id))
      } else {
        element.setAttribute('role', 'img')
      }
      const pin = document.createElement('span')
      pin.className = 'stores-marker__pin'
      pin.setAttribute('aria-hidden', 'true')
      element.append(pin)
      const marker = new MarkerClass({ element, anchor: 'bottom' })
        .setLngLat([store.longitude, store.latitude])
        .addTo(map)
      markers.set(store.id, { marker, element })
    }
  }, [status, stores, interactive])

  // The highlighted store's marker stands out (bigger and outlined, not only another colour) and
  // comes into view if it was outside it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new markers (stores) need their highlight again
  useEffect(() => {
    const map = mapRef.current
    if (status !== 'ready' || !map) return
    for (const [id, { marker, element }] of markersRef.current) {
      const active = id === highlightedId
      element.classList.toggle('stores-marker--active', active)
      if (active && !map.getBounds().contains(marker.getLngLat())) {
        if (prefersReducedMotion()) map.jumpTo({ center: marker.getLngLat() })
        else map.easeTo({ center: marker.getLngLat() })
      }
    }
  }, [status, highlightedId, stores])

  return (
    <div className="stores-map">
      <div
        ref={containerRef}
        className="stores-map__canvas"
        hidden={status === 'unsupported' || status === 'failed'}
        aria-busy={status === 'loading'}
      />
      {status === 'unsupported' && (
        <p className="stores-map__note">
          <Trans>La mappa non è disponibile su questo dispositivo: trovi tutti i negozi nell'elenco.</Trans>
        </p>
      )}
      {status === 'failed' && (
        <p className="stores-map__note">
          <Trans>La mappa non è disponibile in questo momento: trovi tutti i negozi nell'elenco.</Trans>
        </p>
      )}
      {status === 'ready' && !basemap && (
        <p className="stores-map__hint">
          <Trans>Mappa di base non disponibile: i negozi restano segnati sulla mappa e nell'elenco.</Trans>
        </p>
      )}
    </div>
  )
}
