// The Lingui Vite plugin compiles .po catalogues when they are imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
