import type { Leaflet } from '../../api/schemas/cms'

/** behaviour §2: the leaflet reaches /leaflet through navigation state (and its id through the URL). */
declare module '@tanstack/history' {
  interface HistoryState {
    leaflet?: Leaflet
  }
}
