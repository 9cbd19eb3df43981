import { createFileRoute } from '@tanstack/react-router'
import { TutorialAccountDeletePage } from '../features/legal/TutorialAccountDeletePage'

// Outside the web shell: behaviour §2: this page has no side menu (it is opened from the apps).
export const Route = createFileRoute('/tutorial-account-delete')({ component: TutorialAccountDeletePage })
