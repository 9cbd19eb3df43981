import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { FailedNotice } from '../../ui/query-state/QueryState'
import type { PDFDocumentProxy, RenderTask } from './pdfjs'

/** Zoom steps, relative to the page fitting the width of the viewer. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const
const FIT = 2 // index of 1 in ZOOM_STEPS
/** Above this many canvas pixels the sharpness is lowered instead (phones run out of memory). */
const MAX_CANVAS_PIXELS = 16_000_000

type Load =
  | { status: 'loading'; loaded: number; total: number | null }
  | { status: 'ready'; doc: PDFDocumentProxy }
  | { status: 'error' }

interface PdfViewerProps {
  url: string
  title: string
  /** The leaflet's cover, its first page's picture: shown until pdf.js has drawn that page. */
  cover?: string
}

/**
 * One PDF drawn by pdf.js on a canvas, a page at a time: page n of N with previous/next, zoom in/out
 * and fit to width, progress while it downloads, and a clear error. pdf.js and its worker are loaded
 * only here. The canvas is an image of the page, so a link to the PDF itself is offered for who
 * reads with a screen reader.
 */
export function PdfViewer({ url, title, cover }: PdfViewerProps) {
  const { t } = useLingui()
  const [load, setLoad] = useState<Load>({ status: 'loading', loaded: 0, total: null })
  const [attempt, setAttempt] = useState(0)
  const [pageNumber, setPageNumber] = useState(1)
  const [zoomIndex, setZoomIndex] = useState(FIT)
  const [width, setWidth] = useState(0)
  const [renderFailed, setRenderFailed] = useState(false)
  // The cover stays until the first page is on the canvas: no blank frame in between.
  const [drawn, setDrawn] = useState(false)
  const frameRef = useRef<HTMLDivElement>(null)
  const toolbarRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)

  // The viewer's width, for "fit to width" (and the zoom steps built on it).
  useEffect(() => {
    const frame = frameRef.current
    if (!frame) return
    const measure = () => setWidth(frame.clientWidth)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(frame)
    return () => observer.disconnect()
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) loads the document again
  useEffect(() => {
    let cancelled = false
    let destroy: (() => Promise<void>) | null = null
    setLoad({ status: 'loading', loaded: 0, total: null })
    setPageNumber(1)
    import('./pdfjs')
      .then(({ getDocument }) => {
        if (cancelled) return null
        // pdf.js 6 has no eval path left; the flag still keeps an older pdf.js within the CSP.
        const params = { url, isEvalSupported: false }
        const task = getDocument(params)
        destroy = () => task.destroy()
        task.onProgress = ({ loaded, total }: { loaded: number; total?: number }) => {
          if (!cancelled) setLoad({ status: 'loading', loaded, total: total && total > 0 ? total : null })
        }
        return task.promise
      })
      .then(
        (doc) => {
          if (doc && !cancelled) setLoad({ status: 'ready', doc })
        },
        (error: unknown) => {
          if (cancelled) return
          console.error('Leaflet PDF not loaded', error)
          setLoad({ status: 'error' })
        },
      )
    return () => {
      cancelled = true
      void destroy?.()
    }
  }, [url, attempt])

  const doc = load.status === 'ready' ? load.doc : null
  const pageCount = doc?.numPages ?? 0
  const zoom = ZOOM_STEPS[zoomIndex] ?? 1

  useEffect(() => {
    const canvas = canvasRef.current
    if (!doc || !canvas || width <= 0) return
    let cancelled = false
    let task: RenderTask | null = null
    setRenderFailed(false)
    doc
      .getPage(pageNumber)
      .then((page) => {
        if (cancelled) return
        const natural = page.getViewport({ scale: 1 })
        const viewport = page.getViewport({ scale: (width / natural.width) * zoom })
        const wanted = window.devicePixelRatio || 1
        const ratio = Math.min(wanted, Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)))
        canvas.width = Math.floor(viewport.width * ratio)
        canvas.height = Math.floor(viewport.height * ratio)
        canvas.style.width = `${Math.floor(viewport.width)}px`
        canvas.style.height = `${Math.floor(viewport.height)}px`
        task = page.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        })
        return task.promise.then(() => {
          if (!cancelled) setDrawn(true)
        })
      })
      .catch((error: unknown) => {
        // A newer page or zoom cancels the drawing in progress: not a failure.
        if (cancelled || (error as { name?: string } | null)?.name === 'RenderingCancelledException') return
        console.error('Leaflet page not drawn', error)
        setRenderFailed(true)
      })
    return () => {
      cancelled = true
      task?.cancel()
    }
  }, [doc, pageNumber, zoom, width])

  const percent =
    load.status === 'loading' && load.total
      ? Math.min(100, Math.round((load.loaded / load.total) * 100))
      : null
  const kilobytes = load.status === 'loading' ? Math.round(load.loaded / 1024) : 0
  const zoomPercent = Math.round(zoom * 100)

  // A new page starts at its top: if the customer had scrolled down the last one, the page's top
  // would be hidden under the (sticky) toolbar.
  const turnTo = (next: number) => {
    setPageNumber(next)
    const frame = frameRef.current
    const toolbar = toolbarRef.current
    if (!frame || !toolbar) return
    const hidden = toolbar.getBoundingClientRect().bottom - frame.getBoundingClientRect().top
    if (hidden > 0) window.scrollBy({ top: -hidden })
  }
  const page = pageNumber
  const pages = pageCount

  return (
    <div className="pdf-viewer">
      {doc && (
        <div ref={toolbarRef} className="pdf-viewer__toolbar">
          <div className="pdf-viewer__group">
            <button
              type="button"
              className="button button--secondary"
              disabled={page <= 1}
              onClick={() => turnTo(page - 1)}
            >
              <span aria-hidden="true">‹</span>
              <span className="pdf-viewer__word">
                <Trans>Pagina precedente</Trans>
              </span>
            </button>
            <p className="pdf-viewer__page" aria-live="polite">
              <Trans>
                Pagina {page} di {pages}
              </Trans>
            </p>
            <button
              type="button"
              className="button button--secondary"
              disabled={page >= pages}
              onClick={() => turnTo(page + 1)}
            >
              <span className="pdf-viewer__word">
                <Trans>Pagina successiva</Trans>
              </span>
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <div className="pdf-viewer__group">
            <button
              type="button"
              className="button button--secondary"
              aria-label={t`Riduci lo zoom`}
              disabled={zoomIndex <= 0}
              onClick={() => setZoomIndex(zoomIndex - 1)}
            >
              −
            </button>
            <p className="pdf-viewer__zoom" aria-live="polite">
              <Trans>Zoom {zoomPercent}%</Trans>
            </p>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t`Aumenta lo zoom`}
              disabled={zoomIndex >= ZOOM_STEPS.length - 1}
              onClick={() => setZoomIndex(zoomIndex + 1)}
            >
              +
            </button>
            <button
              type="button"
              className="button button--secondary pdf-viewer__fit"
              aria-pressed={zoomIndex === FIT}
              onClick={() => setZoomIndex(FIT)}
            >
              <Trans>
                Adatta<span className="pdf-viewer__word"> alla larghezza</span>
              </Trans>
            </button>
          </div>
        </div>
      )}

      {load.status === 'loading' && (
        <div className="pdf-viewer__loading">
          <p role="status">
            <Trans>Caricamento del volantino…</Trans>
          </p>
          <progress
            className="pdf-viewer__progress"
            aria-label={t`Avanzamento del caricamento`}
            max={100}
            value={percent ?? undefined}
          />
          {/* The bar already exposes its value; the text is for the eyes only, not re-announced.
              Nothing while the viewer's own code arrives: a "0 KB" that does not move looks stuck. */}
          {(percent !== null || kilobytes > 0) && (
            <span aria-hidden="true">{percent === null ? `${kilobytes} KB` : `${percent}%`}</span>
          )}
        </div>
      )}

      {load.status === 'error' && (
        // Not a query, but the same state: a failure and its retry (a new attempt loads it again).
        <FailedNotice onRetry={() => setAttempt(attempt + 1)}>
          {navigator.onLine === false ? (
            <Trans>Sei offline e questo volantino non è salvato sul dispositivo.</Trans>
          ) : (
            <Trans>Non è stato possibile aprire il volantino.</Trans>
          )}
        </FailedNotice>
      )}
      {renderFailed && (
        <FailedNotice>
          <Trans>Non è stato possibile mostrare questa pagina del volantino.</Trans>
        </FailedNotice>
      )}

      <div ref={frameRef} className="pdf-viewer__frame" hidden={load.status === 'error'}>
        {cover && !drawn && (
          // In the page's HTML too (rendered by the server): the leaflet shows before pdf.js.
          <img className="pdf-viewer__cover" src={cover} alt={title} width={210} height={297} />
        )}
        <canvas
          ref={canvasRef}
          className="pdf-viewer__canvas"
          role="img"
          aria-label={doc ? t`${title}, pagina ${page} di ${pages}` : title}
          hidden={!doc || (cover !== undefined && !drawn)}
        />
      </div>

      {/* Under the page, so that on a phone the page itself comes first. */}
      <p className="pdf-viewer__links">
        <a className="button button--secondary" href={url} download>
          <Trans>Scarica il PDF</Trans>
        </a>
        <span className="pdf-viewer__sr-hint">
          <Trans>
            Il volantino è mostrato come immagine: per leggerlo con uno screen reader{' '}
            <a href={url}>apri il PDF</a>.
          </Trans>
        </span>
      </p>
    </div>
  )
}
