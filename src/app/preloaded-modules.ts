import { nextTask } from '../ui/next-task'
import { listedModules, ROUTE_MODULES_ID } from './start-modules'

/**
 * A prerendered page lists its route's code (scripts/vite/prerender.ts), which src/main.tsx has
 * fetched with the app's: not yet run. The router would evaluate it all in the one task of its first
 * load; here each module goes in a task of its own, so that none blocks a tap for long on a cheap
 * phone (issue 16). The list names a chunk before the chunks it imports: taken from the end, a
 * chunk's imports are mostly evaluated before it. Evaluating a module twice is not possible (the
 * browser keeps one per address), and a module that fails here is the router's to load and report.
 */
export async function evaluatePreloadedModules(): Promise<void> {
  for (const url of listedModules(ROUTE_MODULES_ID).reverse()) {
    try {
      await import(/* @vite-ignore */ url)
    } catch {
      continue
    }
    await nextTask()
  }
}
