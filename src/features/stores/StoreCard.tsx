import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Ref } from 'react'
import type { Store } from '../../api/schemas/store'
import { OpeningStatus } from './OpeningStatus'
import { openingState } from './opening-state'

interface StoreCardProps {
  store: Store
  /** Formatted distance ('1,3 km'), when the customer's position is known. */
  distance: string | null
  /** Null while the page is being taken over from the server's HTML: the status line waits. */
  now: Date | null
  highlighted: boolean
  linkRef: Ref<HTMLAnchorElement>
  onHighlight: (id: number | null) => void
}

/** One store in the list; hovering or focusing it highlights its marker on the map. */
export function StoreCard({ store, distance, now, highlighted, linkRef, onHighlight }: StoreCardProps) {
  const { address, zip, city, county } = store.address
  const headingId = `store-${store.id}-name`
  return (
    <li
      className={highlighted ? 'stores-card stores-card--active' : 'stores-card'}
      onMouseEnter={() => onHighlight(store.id)}
      onMouseLeave={() => onHighlight(null)}
      onFocus={() => onHighlight(store.id)}
      onBlur={() => onHighlight(null)}
    >
      <article aria-labelledby={headingId}>
        <h2 className="stores-card__name" id={headingId}>
          {/* The list's search goes with it: the store's way back lands on the same page. */}
          <Link ref={linkRef} to="/stores/$storeId" params={{ storeId: String(store.id) }} search>
            {store.name}
          </Link>
        </h2>
        <p className="stores-card__address">
          {address}, {zip} {city} ({county})
        </p>
        {distance && (
          <p className="stores-card__distance">
            <Trans>
              Distanza: <span className="stores-card__km">{distance}</span>
            </Trans>
          </p>
        )}
        {now ? (
          <OpeningStatus state={openingState(store, now)} />
        ) : (
          // Its line's room, kept: the status comes without moving the card.
          <p className="stores-status" aria-hidden="true">
            {'\u00a0'}
          </p>
        )}
      </article>
    </li>
  )
}
