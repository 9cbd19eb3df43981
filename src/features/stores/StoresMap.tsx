import { Trans, useLingui } from '@lingui/react/macro'
import type { Map as MapLibreMap, Marker } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'
import { config } from '../../config'
import { scheduleMapStart } from './map-start'
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
  /** With it, a click on a marker leads to its store's card. */
  onMarkerClick?: (id: number) => void
  /** False while the page's own content is not usable yet: the map does not start before it. */
  ready?: boolean
}

/** 'waiting': not started yet (map-start.ts decides when). */
type Status = 'waiting' | 'loading' | 'ready' | 'unsupported' | 'failed'

/**
 * How long the detailed map may take to show its first tile before the bundled base map replaces it.
 * Unreachable servers usually fail fast (an 'error' event), but a captive portal or a dead connection
 * can leave requests hanging; a customer should not look at an empty box for longer than this.
 */
const TILE_TIMEOUT_MS = 6000

const prefersReducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

/**
 * A MapLibre map with one marker per store. The library loads only here (dynamic import), and only
 * once `ready` (the page's own content is usable): its code when the browser is idle, the map itself
 * when the box nears the screen (map-start.ts). The box keeps its size from the first paint, so
 * nothing around it moves.
 *
 * The detailed map comes from the tile service in config.map.styleUrl; when that cannot be reached
 * (offline, or the service is down) the bundled base map of the programme's area is drawn instead,
 * and the detailed map is tried again when the browser comes back online. The markers are DOM
 * elements and stay through both. Without WebGL the box shows a short note; the list beside it is
 * unaffected. The map repeats the list: the list is the accessible path, so markers are pointer
 * shortcuts to their card, not extra tab stops.
 */
export function StoresMap({
  label,
  center,
  zoom,
  stores,
  highlightedId = null,
  onMarkerClick,
  ready = true,
}: StoresMapProps) {
  const { t } = useLingui()
  const containerRef = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibreMap | null>(null)
  const markerClassRef = useRef<typeof Marker | null>(null)
  const markersRef = useRef(new Map<number, { marker: Marker; element: HTMLElement }>())
  const clickRef = useRef(onMarkerClick)
  const [status, setStatus] = useState<Status>('waiting')
  const [baseMapShown, setBaseMapShown] = useState(false)
  const clickable = onMarkerClick !== undefined

  useEffect(() => {
    clickRef.current = onMarkerClick
  }, [onMarkerClick])

  useEffect(() => {
    const container = containerRef.current
    if (!ready || status !== 'waiting' || !container) return
    // No loading ahead when idle (map-start.ts, `warm`): the code comes when the map is about to show.
    return scheduleMapStart(container, { start: () => setStatus('loading') })
  }, [ready, status])
  const started = status !== 'waiting'

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
    if (!started) return
    let cancelled = false
    let map: MapLibreMap | null = null
    let cleanup = () => {}
    const markers = markersRef.current
    import('./maplibre').then(
      (lib) => {
        const container = containerRef.current
        if (cancelled || !container) return
        // Offline there is no point asking for tiles: start with the base map.
        let mode: 'detailed' | 'base' = navigator.onLine === false ? 'base' : 'detailed'
        try {
          map = new lib.MapLibreMap({
            container,
            style: mode === 'base' ? lib.baseMapStyle() : config.map.styleUrl,
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

        let tileSeen = false
        let timer: ReturnType<typeof setTimeout> | undefined
        let removeLabels: (() => void) | null = null
        const showBaseMap = (why: string) => {
          if (mode === 'base') return
          mode = 'base'
          clearTimeout(timer)
          console.warn('Map tiles not available, drawing the bundled base map:', why)
          created.setStyle(lib.baseMapStyle(), { diff: false })
          setBaseMapShown(true)
        }
        const tryDetailed = () => {
          if (mode === 'detailed') return
          mode = 'detailed'
          tileSeen = false
          created.setStyle(config.map.styleUrl, { diff: false })
          // The hint stays until a detailed tile has come: a retry that fails must not make the
          // page jump twice (the card under the pointer would change, and the map with it).
          waitForTiles()
        }
        const waitForTiles = () => {
          clearTimeout(timer)
          timer = setTimeout(() => {
            if (!tileSeen) showBaseMap('no tile in time')
          }, TILE_TIMEOUT_MS)
        }

        created.on('style.load', () => {
          // The base map's town names are DOM labels; the detailed style has its own.
          if (mode === 'base') removeLabels ??= lib.addTownLabels(created, lib.Marker, lib.towns)
          else {
            removeLabels?.()
            removeLabels = null
          }
        })
        created.on('sourcedata', (event) => {
          if (mode === 'detailed' && event.tile && !tileSeen) {
            tileSeen = true
            setBaseMapShown(false)
          }
        })
        // Registering a handler also keeps MapLibre from printing every failed request as an error.
        // Once a tile has come, later failures are partial (the map still shows): they are ignored.
        created.on('error', (event) => {
          if (mode === 'detailed' && !tileSeen) showBaseMap(event.error?.message ?? 'error')
        })
        const onOffline = () => {
          if (!tileSeen) showBaseMap('offline')
        }
        window.addEventListener('offline', onOffline)
        window.addEventListener('online', tryDetailed)
        cleanup = () => {
          clearTimeout(timer)
          window.removeEventListener('offline', onOffline)
          window.removeEventListener('online', tryDetailed)
          removeLabels?.()
        }
        if (mode === 'detailed') waitForTiles()
        else setBaseMapShown(true)

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
      cleanup()
      for (const { marker } of markers.values()) marker.remove()
      markers.clear()
      map?.remove()
      mapRef.current = null
    }
  }, [started, latitude, longitude, zoom, localeKey])

  // One marker per store, rebuilt when the list changes.
  useEffect(() => {
    const map = mapRef.current
    const MarkerClass = markerClassRef.current
    if (status !== 'ready' || !map || !MarkerClass) return
    const markers = markersRef.current
    for (const { marker } of markers.values()) marker.remove()
    markers.clear()
    for (const store of stores) {
      // Not a button: the store's card link is the keyboard's and screen reader's way to the store,
      // and overlapping markers of one town would be targets too small to tell apart (WCAG 2.5.8).
      const element = document.createElement('div')
      element.className = clickable ? 'stores-marker stores-marker--clickable' : 'stores-marker'
      element.dataset.storeId = String(store.id)
      element.setAttribute('role', 'img')
      element.setAttribute('aria-label', store.name)
      element.title = store.name
      if (clickable) element.addEventListener('click', () => clickRef.current?.(store.id))
      const pin = document.createElement('span')
      pin.className = 'stores-marker__pin'
      pin.setAttribute('aria-hidden', 'true')
      element.append(pin)
      const marker = new MarkerClass({ element, anchor: 'bottom' })
        .setLngLat([store.longitude, store.latitude])
        .addTo(map)
      markers.set(store.id, { marker, element })
    }
  }, [status, stores, clickable])

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
      <div ref={containerRef} className="stores-map__canvas" aria-busy={status === 'loading'} />
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
      {status === 'ready' && baseMapShown && (
        <p className="stores-map__hint">
          <Trans>Mappa semplificata: la mappa dettagliata non è raggiungibile.</Trans>
        </p>
      )}
    </div>
  )
}
