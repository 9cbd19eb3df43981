import { Link } from '@tanstack/react-router'
import type { Leaflet } from '../../api/schemas/cms'
import { LeafletValidity } from './LeafletValidity'
import './leaflet-state'
import './leaflets.css'

/**
 * The covers a phone shows on its first screen (two rows of two): fetched with the page, not once it
 * has been laid out as a lazy picture is; they are the page's largest paint.
 */
const FIRST_SCREEN_COVERS = 4

/**
 * Leaflet covers with their titles. Each opens /leaflet with the leaflet in navigation state (behaviour §2)
 * and its id in the address (a reload or a shared link works too).
 */
export function LeafletGrid({ leaflets, storeId }: { leaflets: readonly Leaflet[]; storeId?: number }) {
  return (
    <ul className="leaflets-grid">
      {leaflets.map((leaflet, index) => (
        <li key={leaflet.id}>
          <Link
            className="leaflets-grid__link"
            to="/leaflet"
            search={storeId === undefined ? { id: leaflet.id } : { id: leaflet.id, store: storeId }}
            state={(previous) => ({ ...previous, leaflet })}
          >
            <img
              className="leaflets-grid__cover"
              src={leaflet.coverImage}
              alt={leaflet.title}
              loading={index < FIRST_SCREEN_COVERS ? 'eager' : 'lazy'}
              width={210}
              height={297}
            />
            {/* The cover's alternative text already names the link. */}
            <span className="leaflets-grid__title" aria-hidden="true">
              {leaflet.title}
            </span>
            <LeafletValidity leaflet={leaflet} className="leaflets-grid__validity" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
