import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { config } from '../config'

/** "La mia carta – Tessera": the page's own heading first, so tabs and history tell pages apart. */
function titleFrom(heading: Element | null): string {
  const text = heading?.textContent?.replace(/\s+/g, ' ').trim()
  return text ? `${text} – ${config.appName}` : config.appName
}

/**
 * Each page's title follows its h1 (WCAG 2.4.2), also when the language changes or the heading
 * arrives late (a lazy page, a legal document). After a navigation that left the focus nowhere
 * (the button that was clicked is gone, as after the login), the focus goes to the new page's h1,
 * so a screen reader starts there and the keyboard goes on from the top of the page.
 */
export function usePageTitleAndFocus(): void {
  const router = useRouter()

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const title = titleFrom(document.querySelector('h1'))
      if (document.title !== title) document.title = title
    }
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(update)
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    update()
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [])

  useEffect(() => {
    let stopWaiting: (() => void) | undefined
    const unsubscribe = router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
      stopWaiting?.()
      // A page opened afresh keeps the browser's own start: the first Tab reaches the skip link.
      if (!fromLocation || !pathChanged) return
      stopWaiting = whenHeadingShows(focusHeadingIfFocusLost)
    })
    return () => {
      unsubscribe()
      stopWaiting?.()
    }
  }, [router])
}

/**
 * Puts the focus on the page's h1 when it is nowhere (on the body): the control that had it went
 * away, as the logout button does once the customer is forgotten.
 */
export function focusHeadingIfFocusLost(heading = document.querySelector<HTMLElement>('h1')): void {
  const focus = document.activeElement
  if (!heading || (focus && focus !== document.body)) return
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
}

/** Calls `then` with the page's h1 once it is in the document (at most a few seconds later). */
function whenHeadingShows(then: (heading: HTMLElement) => void): () => void {
  let observer: MutationObserver | undefined
  let timer = 0
  const stop = () => {
    observer?.disconnect()
    window.clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => {
    const heading = document.querySelector<HTMLElement>('h1')
    if (heading) return then(heading)
    observer = new MutationObserver(() => {
      const late = document.querySelector<HTMLElement>('h1')
      if (!late) return
      stop()
      then(late)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    timer = window.setTimeout(stop, 5000)
  })
  return () => {
    cancelAnimationFrame(frame)
    stop()
  }
}
