import { nextTask } from '../ui/next-task'

/**
 * A prerendered page's head preloads its route's code (scripts/vite/prerender.ts): fetched, not yet
 * run. The router would evaluate it all in the one task of its first load; here each module goes in a
 * task of its own, so that none blocks a tap for long on a cheap phone (issue 16). The head lists a
 * chunk before the chunks it imports: taken from the end, a chunk's imports are mostly evaluated
 * before it. Evaluating a module twice is not possible (the browser keeps one per address), and a
 * module that fails here is the router's to load and report.
 */
export async function evaluatePreloadedModules(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
  for (const link of links.reverse()) {
    try {
      await import(/* @vite-ignore */ link.href)
    } catch {
      continue
    }
    await nextTask()
  }
}
