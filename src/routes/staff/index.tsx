import { createFileRoute } from '@tanstack/react-router'
import { StaffQueuePage } from '../../features/staff/StaffQueuePage'

export const Route = createFileRoute('/staff/')({
  // `?day=tomorrow`, today otherwise. Here, not in the feature: the route tree every page loads holds
  // this function, and the staff's feature stays in its own chunks (scripts/check-staff-chunks.ts).
  validateSearch: (search: Record<string, unknown>): { day?: 'tomorrow' } =>
    search.day === 'tomorrow' ? { day: 'tomorrow' } : {},
  component: function StaffQueue() {
    return <StaffQueuePage day={Route.useSearch().day ?? 'today'} />
  },
})
