import { createFileRoute } from '@tanstack/react-router'
import { KioskLayout } from '../../features/kiosk/KioskLayout'

export const Route = createFileRoute('/totem')({
  validateSearch: (search: Record<string, unknown>): { storeId?: string } =>
    typeof search.storeId === 'string' ? { storeId: search.storeId } : {},
  component: KioskLayout,
})
