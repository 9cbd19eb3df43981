import { createFileRoute } from '@tanstack/react-router'
import { queueSearch } from '../../features/staff/queue-search'
import { StaffQueuePage } from '../../features/staff/StaffQueuePage'

export const Route = createFileRoute('/staff/')({
  validateSearch: queueSearch,
  component: function StaffQueue() {
    return <StaffQueuePage day={Route.useSearch().day} />
  },
})
