import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { type FocusEvent, type PointerEvent, useDeferredValue, useEffect, useId, useState } from 'react'
import type { Banner } from '../../api/schemas/cms'
import { useHydrated } from '../../ui/use-hydrated'
import { bannerQueries } from './banner-queries'
import { usePrefersReducedMotion } from './use-reduced-motion'
import './home.css'

/** behaviour §9: the carousel moves on every 10 s. */
export const BANNER_INTERVAL_MS = 10_000

/**
 * The home banners (behaviour §2). While the list is on its way the carousel's place is kept (the
 * prerendered page has it too), so nothing below moves when it arrives; an empty list or a failure
 * shows nothing, and a failure is only logged (behaviour §8).
 */
export function BannerCarousel() {
  const {
    data: answer,
    error,
    isPending,
    fetchStatus,
  } = useQuery({ ...bannerQueries.web(), enabled: useHydrated() })
  // The answer comes as an external-store update, drawn at once in one task: the slides (links,
  // pictures) are drawn from this copy a moment later, in slices a tap can come between.
  const banners = useDeferredValue(answer)
  useEffect(() => {
    if (error) console.error('Banners not loaded', error)
  }, [error])
  // Offline with nothing kept, the list is not coming: no empty frame then.
  if ((isPending && fetchStatus !== 'paused') || (answer && !banners)) {
    return (
      <div className="home-carousel home-carousel--pending" aria-hidden="true">
        <div className="home-carousel__slides" />
        <div className="home-carousel__controls" />
      </div>
    )
  }
  if (!banners || banners.length === 0) return null
  return <Carousel banners={banners} />
}

/**
 * The WAI-ARIA carousel pattern: a pause/play button (WCAG 2.2.2), previous and next, the position
 * as text; rotation also stops while the pointer is over it or the focus is in it, and does not
 * start by itself for who prefers reduced motion. Only the customer's own moves are announced.
 */
function Carousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useLingui()
  const reducedMotion = usePrefersReducedMotion()
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(!reducedMotion)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const slidesId = useId()
  // Drawn in a server's HTML the buttons would be there before the app: a tap then does nothing.
  // Their room (44 px) is kept until the app has the page.
  const hydrated = useHydrated()

  const count = banners.length
  const current = Math.min(index, count - 1)
  const rotating = playing && !hovered && !focused && count > 1

  useEffect(() => {
    if (reducedMotion) setPlaying(false)
  }, [reducedMotion])

  // biome-ignore lint/correctness/useExhaustiveDependencies: every move, also the customer's, restarts the 10 s.
  useEffect(() => {
    if (!rotating) return
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [rotating, current, count])

  const slideLabel = (slide: number) => {
    const position = slide + 1
    return t`${position} di ${count}`
  }

  const go = (step: number) => {
    const target = (current + step + count) % count
    setIndex(target)
    const label = slideLabel(target)
    const description = banners[target]?.description ?? ''
    setAnnouncement(description ? `${label}: ${description}` : label)
  }

  const onPointer = (inside: boolean) => (event: PointerEvent) => {
    // A tap on a phone is no hover: it must not stop the rotation for good.
    if (event.pointerType === 'mouse') setHovered(inside)
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  const position = current + 1
  return (
    <section
      className="home-carousel"
      aria-roledescription={t`carosello`}
      aria-label={t`Promozioni`}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div id={slidesId} className="home-carousel__slides">
        {banners.map((banner, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group, not a fieldset.
          <div
            key={banner.id}
            className="home-carousel__slide"
            role="group"
            aria-roledescription={t`slide`}
            aria-label={slideLabel(i)}
            hidden={i !== current}
          >
            <BannerPicture banner={banner} label={slideLabel(i)} />
          </div>
        ))}
      </div>
      {count > 1 && !hydrated && <div className="home-carousel__controls" />}
      {count > 1 && hydrated && (
        <div className="home-carousel__controls">
          <button
            type="button"
            className="home-carousel__button"
            aria-controls={slidesId}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
            <span className="visually-hidden">
              {playing ? (
                <Trans>Ferma lo scorrimento dei banner</Trans>
              ) : (
                <Trans>Avvia lo scorrimento dei banner</Trans>
              )}
            </span>
          </button>
          <button
            type="button"
            className="home-carousel__button"
            aria-controls={slidesId}
            onClick={() => go(-1)}
          >
            <ArrowIcon direction="left" />
            <span className="visually-hidden">
              <Trans>Banner precedente</Trans>
            </span>
          </button>
          <p className="home-carousel__position">
            <Trans>
              {position} di {count}
            </Trans>
          </p>
          <button
            type="button"
            className="home-carousel__button"
            aria-controls={slidesId}
            onClick={() => go(1)}
          >
            <ArrowIcon direction="right" />
            <span className="visually-hidden">
              <Trans>Banner successivo</Trans>
            </span>
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  )
}

function BannerPicture({ banner, label }: { banner: Banner; label: string }) {
  const { t } = useLingui()
  const router = useRouter()
  // A banner with no description still needs a name, above all when it is a link.
  const alt = banner.description || t`Banner ${label}`
  const image = <img className="home-carousel__image" src={banner.imageUrl} alt={alt} />
  const link = banner.linkUrl
  if (!link) return image
  // The seed's links carry the app's base path (/app/card): inside the app they are routes.
  const base = router.basepath === '/' ? '' : router.basepath
  if (base && (link === base || link.startsWith(`${base}/`))) {
    return (
      <Link to={link.slice(base.length) || '/'} className="home-carousel__link">
        {image}
      </Link>
    )
  }
  return (
    <a href={link} className="home-carousel__link">
      {image}
    </a>
  )
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  )
}

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
