import { createFileRoute } from '@tanstack/react-router'
import { TacPage } from '../../features/legal/TacPage'

export const Route = createFileRoute('/totem/tac')({ component: TacPage })
