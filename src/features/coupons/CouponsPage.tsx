import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { BackLink } from '../../ui/back-link/BackLink'
import { feedback } from '../../ui/feedback/feedback'
import { formatDate } from '../../ui/format/dates'
import { formatCents } from '../../ui/format/money'
import { CachedDataHint } from '../../ui/offline/CachedDataHint'
import { QueryState } from '../../ui/query-state/QueryState'
import { useSessionUser } from '../auth/session'
import { type ActivationOutcome, activateCoupon, couponsQuery, type ShownCoupon } from './coupon-queries'
import { waitsToBeActivated } from './coupons-to-activate'
import { useSendWaitingActivations } from './use-send-waiting-activations'
import './coupons.css'

const msgQueued = msg`Sei offline: il coupon sarà attivato appena torni online.`

type Filter = 'ALL' | 'ACTIVE' | 'TO_ACTIVATE'

/** Open: neither used nor past its last day (the list also holds those of the last 30 days). */
const isOpen = (coupon: ShownCoupon, now: number) => !coupon.usedAt && Date.parse(coupon.validTo) >= now

/** Not valid yet: the server refuses to activate it before its first day, so it waits under "Tutti". */
const isUpcoming = (coupon: ShownCoupon, now: number) => Date.parse(coupon.validFrom) > now

/**
 * Held by a placed online order (docs/coupons.md "Online orders"): the order's until it uses it or gives
 * it back, so not usable at a till meanwhile, even past its last day (the order may still use it).
 */
const isHeld = (coupon: ShownCoupon) => !coupon.usedAt && coupon.heldByOrderId !== undefined

function matches(filter: Filter, coupon: ShownCoupon, now: number): boolean {
  if (filter === 'ACTIVE') return isHeld(coupon) || (isOpen(coupon, now) && coupon.activated)
  // A held coupon is an activated one; one activated on the device shows activated (ShownCoupon).
  if (filter === 'TO_ACTIVATE') return waitsToBeActivated(coupon, now)
  return true
}

/**
 * /coupons (docs/coupons.md): the customer's personal coupons, each with what it is worth and
 * "Attiva"; an activated one says so plainly. Readable offline (the last list seen, kept on the
 * device); an activation made offline shows at once and is sent when the network is back.
 */
export function CouponsPage() {
  const user = useSessionUser()
  const userId = user?.id ?? 0
  const query = useQuery({ ...couponsQuery(userId), enabled: user !== null })
  useSendWaitingActivations(userId)
  useWordedInAppLanguage(query.refetch, user !== null)
  const [filter, setFilter] = useState<Filter>('ALL')
  const filterName = useId()
  const now = Date.now()
  const all = query.data?.coupons ?? []
  const toActivate = all.filter((c) => matches('TO_ACTIVATE', c, now)).length
  const shown = all.filter((c) => matches(filter, c, now))
  const leaving = useFocusAfterLeaving(shown)
  if (!user) return null

  return (
    <section className="page coupons-page" aria-labelledby="page-title">
      <BackLink to="/card">
        <Trans>Torna alla carta</Trans>
      </BackLink>
      <h1 id="page-title">
        <Trans>Coupon</Trans>
      </h1>
      <p className="coupons-page__intro">
        <Trans>
          Attiva i coupon che ti interessano: alla cassa o nella spesa online si applicano da soli quando
          presenti la carta. Ogni coupon si usa una volta.
        </Trans>
      </p>
      {query.data && (
        <CachedDataHint
          updatedAt={query.data.fromDevice ? query.data.savedAt : 0}
          refreshFailed={query.data.fromDevice}
        />
      )}
      <QueryState
        query={query}
        isEmpty={(data) => data.coupons.length === 0}
        loading={<Trans>Caricamento dei coupon…</Trans>}
        offline={<Trans>Sei offline: i coupon saranno visibili appena torni online.</Trans>}
        failed={<Trans>I coupon non sono disponibili in questo momento.</Trans>}
        empty={<Trans>Per ora non hai coupon: te ne proponiamo di nuovi ogni settimana.</Trans>}
      />
      {all.length > 0 && (
        <>
          <fieldset className="coupons-page__filters">
            <legend>
              <Trans>Mostra</Trans>
            </legend>
            <label>
              <input
                type="radio"
                name={filterName}
                checked={filter === 'ALL'}
                onChange={() => setFilter('ALL')}
              />
              <Trans>Tutti</Trans>
            </label>
            <label>
              <input
                type="radio"
                name={filterName}
                checked={filter === 'ACTIVE'}
                onChange={() => setFilter('ACTIVE')}
              />
              <Trans>Attivi</Trans>
            </label>
            <label>
              <input
                type="radio"
                name={filterName}
                checked={filter === 'TO_ACTIVATE'}
                onChange={() => setFilter('TO_ACTIVATE')}
              />
              <Trans>Da attivare ({toActivate})</Trans>
            </label>
          </fieldset>
          <p className="visually-hidden" role="status">
            <Plural value={shown.length} one="# coupon mostrato" other="# coupon mostrati" />
          </p>
          <p className="visually-hidden" role="status">
            {leaving.announced && <Trans>Coupon attivato</Trans>}
          </p>
          {shown.length === 0 ? (
            <p className="coupons-page__none" ref={leaving.noneRef} tabIndex={-1}>
              {filter === 'ACTIVE' ? (
                <Trans>Nessun coupon attivo: attivane uno tra quelli da attivare.</Trans>
              ) : (
                <Trans>Hai già attivato tutti i tuoi coupon.</Trans>
              )}
            </p>
          ) : (
            <ul className="coupons" ref={leaving.listRef}>
              {shown.map((coupon) => (
                <li key={coupon.id} data-coupon={coupon.id}>
                  <CouponCard
                    coupon={coupon}
                    userId={userId}
                    now={now}
                    onActivate={filter === 'TO_ACTIVATE' ? leaving.onActivate : undefined}
                    onActivated={filter === 'TO_ACTIVATE' ? leaving.onActivated : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}

/**
 * Under "Da attivare" an activated coupon leaves the list, and with it the "Attiva" button that had the
 * keyboard's focus (which would fall to the page's start): focus moves to the "Attiva" of the coupon
 * that takes its place (else of the list's new last one), or, with none left, to the sentence saying
 * so; a status region says "Coupon attivato" once the activation is done (sent, or kept to be sent).
 */
function useFocusAfterLeaving(shown: ShownCoupon[]) {
  const listRef = useRef<HTMLUListElement>(null)
  const noneRef = useRef<HTMLParagraphElement>(null)
  // The coupon whose focused "Attiva" was pressed, and the list's order then.
  const leavingRef = useRef<{ id: number; order: number[] } | null>(null)
  const [announced, setAnnounced] = useState(false)
  const ids = shown.map((coupon) => coupon.id)
  const idsKey = ids.join(',')
  const order = useRef(ids)
  order.current = ids
  useLayoutEffect(() => {
    const leaving = leavingRef.current
    const now = idsKey ? idsKey.split(',').map(Number) : []
    if (!leaving || now.includes(leaving.id)) return
    leavingRef.current = null
    const at = leaving.order.indexOf(leaving.id)
    const after = leaving.order.slice(at + 1).find((id) => now.includes(id))
    const target = after ?? now.at(-1)
    if (target === undefined) {
      noneRef.current?.focus()
      return
    }
    listRef.current
      ?.querySelector<HTMLButtonElement>(`[data-coupon="${target}"] .coupon__action button`)
      ?.focus()
  }, [idsKey])
  const onActivate = (id: number, hadFocus: boolean) => {
    setAnnounced(false)
    leavingRef.current = hadFocus ? { id, order: order.current } : null
  }
  const onActivated = (outcome: ActivationOutcome) => {
    if (outcome === 'sent' || outcome === 'queued') setAnnounced(true)
    // Refused: the coupon stays (or comes back) in the list, with its "Attiva".
    else leavingRef.current = null
  }
  return { listRef, noneRef, announced, onActivate, onActivated }
}

/**
 * The coupons' titles and descriptions are the server's, in the language the call asked for (its
 * Accept-Language, docs/coupons.md "Texts"): the list is asked again when the app's language changes.
 */
function useWordedInAppLanguage(refetch: () => Promise<unknown>, enabled: boolean): void {
  const { i18n } = useLingui()
  const locale = i18n.locale
  const askedIn = useRef(locale)
  useEffect(() => {
    if (!enabled || askedIn.current === locale) return
    askedIn.current = locale
    void refetch()
  }, [locale, refetch, enabled])
}

/** What a coupon is worth, in large: "−2,00 €", "−20%", "+50 punti". */
export function CouponWorth({ coupon }: { coupon: Pick<ShownCoupon, 'kind' | 'value'> }) {
  const { i18n } = useLingui()
  if (coupon.kind === 'AMOUNT') return <>−{formatCents(i18n, coupon.value)}</>
  if (coupon.kind === 'PERCENT') return <>−{coupon.value}%</>
  return <Plural value={coupon.value} one="+# punto" other="+# punti" />
}

interface CouponCardProps {
  coupon: ShownCoupon
  userId: number
  now: number
  /** "Attiva" pressed (`hadFocus`: by the keyboard's focus), before the coupon is activated. */
  onActivate?: (id: number, hadFocus: boolean) => void
  /** What became of the activation. */
  onActivated?: (outcome: ActivationOutcome) => void
}

function CouponCard({ coupon, userId, now, onActivate, onActivated }: CouponCardProps) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const titleId = useId()
  const expired = !coupon.usedAt && Date.parse(coupon.validTo) < now
  const until = formatDate(coupon.validTo, i18n.locale)
  const heldBy = coupon.heldByOrderId
  // The "Attiva" button goes once the coupon is activated: focus moves to what replaces it ("Attivato"),
  // not to the page's start, and a screen reader reads it out.
  const stateRef = useRef<HTMLParagraphElement>(null)
  const focusState = useRef(false)
  const activate = async (button: HTMLButtonElement) => {
    focusState.current = document.activeElement === button
    onActivate?.(coupon.id, focusState.current)
    setBusy(true)
    try {
      const outcome = await activateCoupon(queryClient, userId, coupon.id)
      onActivated?.(outcome)
      if (outcome === 'queued') feedback.toast('info', i18n._(msgQueued))
      else if (outcome !== 'sent') feedback.toast('error', outcome.refused)
    } finally {
      setBusy(false)
    }
  }
  const from = formatDate(coupon.validFrom, i18n.locale)
  const state = coupon.usedAt
    ? 'used'
    : heldBy !== undefined
      ? 'held'
      : expired
        ? 'expired'
        : coupon.activated
          ? 'active'
          : isUpcoming(coupon, now)
            ? 'upcoming'
            : 'idle'
  useEffect(() => {
    if (state !== 'active' || !focusState.current) return
    focusState.current = false
    stateRef.current?.focus()
  }, [state])
  return (
    <article className={`coupon coupon--${state}`} aria-labelledby={titleId}>
      <img className="coupon__image" src={coupon.imageUrl} alt="" width="72" height="72" loading="lazy" />
      <div className="coupon__body">
        <p className="coupon__worth">
          <CouponWorth coupon={coupon} />
        </p>
        <h2 id={titleId} className="coupon__title">
          {coupon.title}
        </h2>
        {coupon.description && <p className="coupon__description">{coupon.description}</p>}
        {coupon.minSpendCents !== undefined && (
          <p className="coupon__terms">
            <Trans>Con una spesa di almeno {formatCents(i18n, coupon.minSpendCents)}</Trans>
          </p>
        )}
        <p className="coupon__terms">
          {coupon.usedAt ? (
            <Trans>Usato il {formatDate(coupon.usedAt, i18n.locale)}</Trans>
          ) : expired ? (
            <Trans>Scaduto il {until}</Trans>
          ) : state === 'upcoming' ? (
            <Trans>
              Valido dal {from} al {until}
            </Trans>
          ) : (
            <Trans>Valido fino al {until}</Trans>
          )}
        </p>
      </div>
      <div className="coupon__action">
        {state === 'idle' && (
          <button
            type="button"
            className="button"
            onClick={(event) => void activate(event.currentTarget)}
            disabled={busy}
            aria-describedby={titleId}
          >
            <Trans>Attiva</Trans>
          </button>
        )}
        {state === 'active' && (
          <p className="coupon__state coupon__state--active" ref={stateRef} tabIndex={-1}>
            <span aria-hidden="true">✓ </span>
            {coupon.pending ? (
              <Trans>Attivato: lo inviamo appena torni online</Trans>
            ) : (
              <Trans>Attivato</Trans>
            )}
          </p>
        )}
        {state === 'held' && heldBy !== undefined && (
          // Not "Attivato": a till will not take it while the order holds it (given back if the order
          // is cancelled or no longer needs it).
          <p className="coupon__state coupon__state--held">
            <Link to="/orders/$orderId" params={{ orderId: String(heldBy) }}>
              <Trans>Riservato per l'ordine n. {heldBy}</Trans>
            </Link>
          </p>
        )}
        {state === 'upcoming' && (
          <p className="coupon__state">
            <Trans>Attivabile dal {from}</Trans>
          </p>
        )}
        {state === 'used' && (
          <p className="coupon__state">
            <Trans>Usato</Trans>
          </p>
        )}
        {state === 'expired' && (
          <p className="coupon__state">
            <Trans>Scaduto</Trans>
          </p>
        )}
      </div>
    </article>
  )
}
