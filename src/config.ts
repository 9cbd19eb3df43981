/**
 * The chain's brand and the runtime settings: the one place for names, addresses, legal details and
 * map settings. Nothing of this kind is written anywhere else.
 *
 * The values are the demo chain's; a deployment changes them here (or, for the API base, with
 * VITE_API_BASE at build time).
 */
const env: Record<string, string | undefined> =
  // The reference server imports this file under Node, where import.meta.env does not exist.
  (import.meta as { env?: Record<string, string | undefined> }).env ?? {}

export const config = {
  /**
   * The programme's name, shown as the app's name (the installed app, the document's title); the
   * shell's bar shows the chain's name and logo instead: customers know the shop, not the software.
   */
  appName: 'Tessera',
  /** Short name under the home-screen icon. */
  appShortName: 'Tessera',
  chain: {
    name: 'Supermercati Alpimare',
    cardName: 'Carta Alpimare',
    mainSiteUrl: 'https://www.alpimare.example',
    supportEmail: 'assistenza@alpimare.example',
    privacyEmail: 'privacy@alpimare.example',
    /** Sender of the mails the reference server writes. */
    mailFrom: 'Supermercati Alpimare <no-reply@alpimare.example>',
    /**
     * The chain's logo in the shell's bar (public/chain-logo.svg), drawn for the bar's green; the
     * chain's name is its text alternative. Width and height keep its room before it has loaded.
     */
    logo: { src: '/app/chain-logo.svg', width: 160, height: 40 },
    /**
     * The chain's colours outside the app's own style sheet: the wallet passes (Apple's pass.json,
     * Google's loyalty object) and the receipt PDF. `brand` is the app bar's green.
     */
    colours: { brand: '#0b5d1e', onBrand: '#ffffff', label: '#cfeeda' },
  },
  legal: {
    companyName: 'Alpimare S.p.A.',
    address: 'Corso Francia 100, 10143 Torino (TO)',
    vatNumber: '01234560017',
    reaNumber: 'TO-1234567',
    /** Share capital in euros, fully paid up; shown in the reader's number format. */
    shareCapitalEuros: 10_000_000,
    pec: 'alpimare@pec.alpimare.example',
    dpoEmail: 'dpo@alpimare.example',
  },
  api: {
    /** The /cli prefix; the same origin by default. */
    baseUrl: env.VITE_API_BASE ?? '/cli',
  },
  map: {
    /** A MapLibre style URL; with no tiles reachable the map draws the bundled base map instead. */
    styleUrl: env.VITE_MAP_STYLE_URL ?? 'https://tiles.openfreemap.org/styles/liberty',
    /** Default centre (Genova–Torino–Milano triangle) at zoom 7; a store's map uses zoom 18. */
    defaultCenter: { latitude: 44.9, longitude: 8.6 },
    defaultZoom: 7,
    storeZoom: 18,
    /**
     * The programme's area in degrees: the offline base map (land, sea, borders, the stores' towns)
     * is cut to it at build time. It holds every store with a margin, and the default view down to
     * zoom 6 on a wide screen.
     */
    area: { west: 4.5, south: 42, east: 12.5, north: 47.5 },
  },
  locales: { default: 'it', fallback: 'en' },
} as const
