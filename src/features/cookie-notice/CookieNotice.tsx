import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useSyncExternalStore } from 'react'
import { acceptNotice, noticeWanted, subscribeToNotice } from './cookie-consent'
import './cookie-notice.css'

/** Its OK button: the prerendered page's head script takes a press before the app has started. */
export const COOKIE_NOTICE_OK_CLASS = 'cookie-notice__ok'

/**
 * The cookie notice (behaviour §2): a bar at the bottom with a link to /cookies and an OK button. It is
 * no modal: the page stays usable, and the page gets room at its end (and for scrolling to a
 * focused control) as tall as the bar, so the bar never covers content.
 */
export function CookieNotice() {
  const { t } = useLingui()
  // A prerendered page carries the notice (most first visits need it); a script in its head hides
  // it at once when it was accepted (app/prerender.tsx), and React removes it after hydrating.
  const visible = useSyncExternalStore(subscribeToNotice, noticeWanted, () => true)
  const barRef = useRef<HTMLElement>(null)
  const textId = useId()

  useEffect(() => {
    const bar = barRef.current
    if (!visible || !bar) return
    const root = document.documentElement
    const measure = () => root.style.setProperty('--cookie-notice-height', `${bar.offsetHeight}px`)
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(bar)
    return () => {
      observer?.disconnect()
      root.style.removeProperty('--cookie-notice-height')
    }
  }, [visible])

  if (!visible) return null

  const accept = () => {
    acceptNotice()
    // The button goes away with the bar: the focus goes to the page instead of being lost.
    document.getElementById('main')?.focus({ preventScroll: true })
  }

  return (
    <section ref={barRef} className="cookie-notice" aria-label={t`Informativa sui cookie`}>
      <p id={textId} className="cookie-notice__text">
        <Trans>
          Questo sito usa solo cookie tecnici, necessari al suo funzionamento. Per saperne di più leggi la{' '}
          <Link to="/cookies">cookie policy</Link>.
        </Trans>
      </p>
      <button
        type="button"
        className={`button ${COOKIE_NOTICE_OK_CLASS}`}
        aria-describedby={textId}
        onClick={accept}
      >
        <Trans>OK</Trans>
      </button>
    </section>
  )
}
