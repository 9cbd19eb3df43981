import { createFileRoute } from '@tanstack/react-router'
import { TutorialAccountDeletePage } from '../features/legal/TutorialAccountDeletePage'

// Outside the web shell: SPEC shows this page without the side menu (it is opened from the apps).
export const Route = createFileRoute('/tutorial-account-delete')({ component: TutorialAccountDeletePage })
