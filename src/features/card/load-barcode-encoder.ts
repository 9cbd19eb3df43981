/**
 * Loads bwip-js and our EAN-13 drawing (45 KB) — only when a barcode has to be drawn: most visits
 * show the picture saved on the device, and the till needs no encoder.
 */
export const loadBarcodeEncoder = () => import('./barcode')
