import { createFileRoute } from '@tanstack/react-router'
import { LeafletPage } from '../../features/leaflets/LeafletPage'
import { leafletSearch } from '../../features/leaflets/leaflet-search'

export const Route = createFileRoute('/_web/leaflet')({
  validateSearch: leafletSearch,
  component: LeafletPage,
})
