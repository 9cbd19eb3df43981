import type { RegionSeed } from './types'

/** The 20 Italian regions with their ISTAT codes, in ISTAT order. */
export const REGIONS: RegionSeed[] = [
  { stateId: '01', name: 'Piemonte' },
  { stateId: '02', name: "Valle d'Aosta/Vallée d'Aoste" },
  { stateId: '03', name: 'Lombardia' },
  { stateId: '04', name: 'Trentino-Alto Adige/Südtirol' },
  { stateId: '05', name: 'Veneto' },
  { stateId: '06', name: 'Friuli-Venezia Giulia' },
  { stateId: '07', name: 'Liguria' },
  { stateId: '08', name: 'Emilia-Romagna' },
  { stateId: '09', name: 'Toscana' },
  { stateId: '10', name: 'Umbria' },
  { stateId: '11', name: 'Marche' },
  { stateId: '12', name: 'Lazio' },
  { stateId: '13', name: 'Abruzzo' },
  { stateId: '14', name: 'Molise' },
  { stateId: '15', name: 'Campania' },
  { stateId: '16', name: 'Puglia' },
  { stateId: '17', name: 'Basilicata' },
  { stateId: '18', name: 'Calabria' },
  { stateId: '19', name: 'Sicilia' },
  { stateId: '20', name: 'Sardegna' },
]
