import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { ApiError } from '../../api'
import type { Page } from '../../api/envelope'
import { ServerCode } from '../../api/errors'
import type { ExtraordinaryOpening, Store } from '../../api/schemas/store'
import { config } from '../../config'
import { BackLink } from '../../ui/back-link/BackLink'
import { formatIsoDate } from '../../ui/format/dates'
import { weekdayName } from '../../ui/format/weekdays'
import { CachedDataHint } from '../../ui/offline/CachedDataHint'
import { QueryState } from '../../ui/query-state/QueryState'
import { useHydrated } from '../../ui/use-hydrated'
import { StoreLeaflets } from '../leaflets/StoreLeaflets'
import { directionsUrl } from './directions'
import { OpeningStatus } from './OpeningStatus'
import { openingState, storeClock, upcomingOpenings } from './opening-state'
import { StoresMap } from './StoresMap'
import { storeQueries } from './store-queries'
import { storeIdOf } from './stores-page-data'
import { useNow } from './use-now'
import './stores.css'

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const
/** The chain publishes a year of holidays: the next few show, the rest behind a disclosure. */
const OPENINGS_SHOWN = 5

/** Only web addresses become links: a value from the API never becomes a javascript: URL. */
function safeWebUrl(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/**
 * /stores/$storeId (behaviour §2 store detail): its own address, so it can be shared and reopened. A map
 * at zoom 18, contacts, the week's timetable with today marked, whether it is open now (extraordinary
 * openings included), upcoming extraordinary openings, services, departments, company name and the
 * store's leaflets; directions in the phone's maps app, and its shop where it sells online. A store
 * already seen in the list shows at once while its detail loads. The reference server renders it on
 * request with its data (stores-page-data.ts).
 */
export function StoreDetailPage() {
  const { storeId } = useParams({ strict: false })
  const id = storeIdOf(storeId)
  const queryClient = useQueryClient()
  const query = useQuery({
    ...storeQueries.detail(id ?? 0),
    enabled: id !== null,
    placeholderData: () => {
      for (const [, page] of queryClient.getQueriesData<Page<Store>>({ queryKey: storeQueries.anyList() })) {
        const found = page?.data.find((store) => store.id === id)
        if (found) return found
      }
      return undefined
    },
  })
  const { data: store, error } = query

  useEffect(() => {
    if (error) console.error('Store not loaded', error)
  }, [error])

  const notFound = id === null || (error instanceof ApiError && error.is(ServerCode.NotFound))

  if (store)
    return <StoreDetail store={store} updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />

  return (
    <section className="page store-detail" aria-labelledby="page-title">
      <BackToStores />
      {notFound ? (
        <>
          <h1 id="page-title">
            <Trans>Negozio non trovato</Trans>
          </h1>
          <p>
            <Trans>Questo negozio non esiste o non è più attivo.</Trans>
          </p>
        </>
      ) : (
        <>
          <h1 id="page-title">
            <Trans>Negozio</Trans>
          </h1>
          <QueryState
            query={query}
            loading={<Trans>Caricamento del negozio…</Trans>}
            offline={
              <Trans>
                Sei offline e questo negozio non è ancora salvato sul dispositivo. Riprova con la rete.
              </Trans>
            }
            failed={<Trans>Le informazioni del negozio non sono disponibili in questo momento.</Trans>}
          />
        </>
      )}
    </section>
  )
}

/** The list's search came with the store's address (StoreCard.tsx): the way back lands on that page. */
function BackToStores() {
  return (
    <BackLink to="/stores" search>
      <Trans>Tutti i negozi</Trans>
    </BackLink>
  )
}

function StoreDetail({
  store,
  updatedAt,
  refreshFailed,
}: {
  store: Store
  updatedAt: number
  refreshFailed: boolean
}) {
  const { t, i18n } = useLingui()
  const hydrated = useHydrated()
  const live = useNow()
  // While the server's page is taken over, the day is the one it was drawn for (the time its data
  // came, which the browser's cache keeps): today's row and the openings to come are the same.
  // "Open now" waits for the browser's own clock (the page may be a minute old).
  const now = hydrated || updatedAt === 0 ? live : new Date(updatedAt)
  const sellingOnline = useQuery({ ...storeQueries.sellingOnline(), enabled: hydrated })
  const sellsOnline = sellingOnline.data?.includes(store.id) ?? false
  const { name, phone, email, webUrl, notes } = store
  const { address, zip, city, county, latitude, longitude } = store.address
  const today = storeClock(now).day
  const website = webUrl ? safeWebUrl(webUrl) : null
  const upcoming = upcomingOpenings(store.openings, now)
  const more = upcoming.length - OPENINGS_SHOWN
  const mapStores = useMemo(
    () => [{ id: store.id, name, latitude, longitude }],
    [store.id, name, latitude, longitude],
  )

  return (
    <section className="page store-detail" aria-labelledby="page-title">
      <BackToStores />
      <h1 id="page-title">{name}</h1>
      <CachedDataHint updatedAt={updatedAt} refreshFailed={refreshFailed} />
      <p className="store-detail__address">
        {address}, {zip} {city} ({county})
      </p>
      {hydrated ? (
        <OpeningStatus state={openingState(store, now)} />
      ) : (
        // Its line's room, kept: the status comes without moving the page.
        <p className="stores-status" aria-hidden="true">
          {'\u00a0'}
        </p>
      )}
      <p className="store-detail__actions">
        {sellsOnline && (
          <Link className="button" to="/shop/$storeId" params={{ storeId: String(store.id) }}>
            <Trans>Fai la spesa qui</Trans>
          </Link>
        )}
        <a className="button button--secondary" href={directionsUrl({ latitude, longitude })}>
          <Trans>Indicazioni stradali</Trans>
        </a>
      </p>

      <StoresMap
        key={store.id}
        label={t`Mappa del negozio ${name}`}
        center={{ latitude, longitude }}
        zoom={config.map.storeZoom}
        stores={mapStores}
      />

      <div className="store-detail__sections">
        <section aria-labelledby="store-contacts">
          <h2 id="store-contacts">
            <Trans>Contatti</Trans>
          </h2>
          <dl className="store-detail__contacts">
            {phone && (
              <>
                <dt>
                  <Trans>Telefono</Trans>
                </dt>
                <dd>
                  <a href={telHref(phone)}>{phone}</a>
                </dd>
              </>
            )}
            {email && (
              <>
                <dt>
                  <Trans>Email</Trans>
                </dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </>
            )}
            {website && (
              <>
                <dt>
                  <Trans>Sito web</Trans>
                </dt>
                <dd>
                  <a href={website}>{website.replace(/^https?:\/\//, '').replace(/\/$/, '')}</a>
                </dd>
              </>
            )}
            {notes && (
              <>
                <dt>
                  <Trans>Ragione sociale</Trans>
                </dt>
                <dd>{notes}</dd>
              </>
            )}
          </dl>
          {!phone && !email && !website && (
            <p>
              <Trans>Nessun contatto disponibile.</Trans>
            </p>
          )}
        </section>

        <section aria-labelledby="store-hours">
          <h2 id="store-hours">
            <Trans>Orari</Trans>
          </h2>
          <table className="store-detail__hours">
            <thead className="visually-hidden">
              <tr>
                <th scope="col">
                  <Trans>Giorno</Trans>
                </th>
                <th scope="col">
                  <Trans>Orario</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {WEEK.map((day) => {
                const isToday = day === today.dayOfWeek
                const intervals = store.timetables
                  .filter((row) => row.dayOfWeek === day)
                  .sort((a, b) => a.opening.localeCompare(b.opening))
                return (
                  <tr
                    key={day}
                    className={isToday ? 'store-detail__today' : undefined}
                    aria-current={isToday ? 'date' : undefined}
                  >
                    <th scope="row">
                      {weekdayName(day, i18n.locale)}
                      {isToday && (
                        <span className="store-detail__today-label">
                          {' '}
                          <Trans>(oggi)</Trans>
                        </span>
                      )}
                    </th>
                    <td>
                      {intervals.length === 0 ? (
                        <Trans>Chiuso</Trans>
                      ) : (
                        intervals.map((row) => `${row.opening}–${row.closing}`).join(', ')
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="store-openings">
          <h2 id="store-openings">
            <Trans>Aperture straordinarie</Trans>
          </h2>
          {upcoming.length === 0 ? (
            <p>
              <Trans>Nessuna apertura straordinaria in programma.</Trans>
            </p>
          ) : (
            <>
              <OpeningList openings={upcoming.slice(0, OPENINGS_SHOWN)} />
              {upcoming.length > OPENINGS_SHOWN && (
                <details className="store-detail__more">
                  <summary>
                    <Trans>Altre aperture straordinarie ({more})</Trans>
                  </summary>
                  <OpeningList openings={upcoming.slice(OPENINGS_SHOWN)} />
                </details>
              )}
            </>
          )}
        </section>

        {store.services.length > 0 && (
          <section aria-labelledby="store-services">
            <h2 id="store-services">
              <Trans>Servizi</Trans>
            </h2>
            <ul className="store-detail__tags">
              {store.services.map((service) => (
                <li key={service.code}>{service.name}</li>
              ))}
            </ul>
          </section>
        )}

        {store.departments.length > 0 && (
          <section aria-labelledby="store-departments">
            <h2 id="store-departments">
              <Trans>Reparti</Trans>
            </h2>
            <ul className="store-detail__tags">
              {store.departments.map((department) => (
                <li key={department.code}>{department.name}</li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <section aria-labelledby="store-leaflets" className="store-detail__leaflets">
        <h2 id="store-leaflets">
          <Trans>Volantini del negozio</Trans>
        </h2>
        <StoreLeaflets storeId={store.id} />
      </section>
    </section>
  )
}

function OpeningList({ openings }: { openings: readonly ExtraordinaryOpening[] }) {
  return (
    <ul className="store-detail__openings">
      {openings.map((opening) => (
        <li key={`${opening.date}-${opening.opening ?? ''}`}>
          <strong>{formatIsoDate(opening.date)}</strong>
          {opening.description && <> – {opening.description}</>}
          {': '}
          {opening.opening && opening.closing ? (
            `${opening.opening}–${opening.closing}`
          ) : (
            <Trans>chiuso</Trans>
          )}
        </li>
      ))}
    </ul>
  )
}
