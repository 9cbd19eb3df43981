/**
 * The libraries every page runs, besides React, imported by src/main.tsx in a task of their own
 * before the app: their evaluation is a good part of the start's work, and apart from the app's it
 * is no single long task. One name of each is re-exported so that the build keeps the import (the
 * packages are free of side effects); nothing uses them from here.
 */
export { i18n } from '@lingui/core'
export { QueryClient } from '@tanstack/react-query'
export { RouterProvider } from '@tanstack/react-router'
export { object } from 'valibot'
