import type { Leaflet } from '../../../src/api/schemas/cms'

export const leaflet = (id: number, title: string): Leaflet => ({
  id,
  title,
  coverImage: `/media/leaflets/${id}.svg`,
  pdfLink: `/media/leaflets/${id}.pdf`,
  validFrom: '2026-11-19',
  validTo: '2026-12-02',
})
