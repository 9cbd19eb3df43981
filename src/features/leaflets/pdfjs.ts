/**
 * pdf.js and its worker: this module is only ever imported dynamically (by PdfViewer), so none of it
 * reaches the entry chunk or the precache.
 */
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

GlobalWorkerOptions.workerSrc = workerUrl

export type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist'
export { getDocument }
