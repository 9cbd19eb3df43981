import { format } from 'node:util'

/**
 * A passing unit test prints nothing. Any console.error or console.warn during a test fails it,
 * unless the test declared it beforehand (expectConsoleError / expectConsoleWarn): a page that logs a
 * failure on purpose says so in its test, and the test checks that it did. React's act() warnings,
 * jsdom's "Not implemented", msw's unhandled requests and a request without msw all arrive here too,
 * so a new noisy test fails where it is written instead of adding to the run's stderr.
 */
type Level = 'error' | 'warn'

interface Expected {
  level: Level
  pattern: RegExp
  seen: boolean
}

/** Never a declared outcome: a request the test gave no answer to is a mistake of the test. */
const ALWAYS_WRONG = [/^\[MSW\]/, /^\[no network\]/]

const original = { error: console.error, warn: console.warn }
let expected: Expected[] = []
let unexpected: string[] = []
/** Between tests (or once a test's own spy is restored onto the guard) the console prints as usual. */
let active = false

function declare(level: Level, pattern: RegExp): void {
  expected.push({ level, pattern, seen: false })
}

/** This test makes the app log this error on purpose (a failure the page handles and logs). */
export const expectConsoleError = (pattern: RegExp) => declare('error', pattern)

/** This test makes the app log this warning on purpose. */
export const expectConsoleWarn = (pattern: RegExp) => declare('warn', pattern)

/** Before each test: console.error and console.warn are held against what the test declares. */
export function guardConsole(): void {
  expected = []
  unexpected = []
  active = true
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      if (!active) return original[level](...args)
      const text = format(...args)
      const match = ALWAYS_WRONG.some((wrong) => wrong.test(text))
        ? undefined
        : expected.find((e) => e.level === level && e.pattern.test(text))
      if (match) match.seen = true
      else unexpected.push(`console.${level}: ${text}`)
    }
  }
}

/**
 * After each test (once its page is gone): the console back as it was, and the test failed with what
 * it printed undeclared, or with what it declared and never printed.
 */
export function releaseConsole(): void {
  active = false
  console.error = original.error
  console.warn = original.warn
  const problems = [
    ...unexpected,
    ...expected
      .filter((e) => !e.seen)
      .map((e) => `console.${e.level} matching ${e.pattern} was declared, but never printed`),
  ]
  expected = []
  unexpected = []
  if (problems.length > 0) {
    throw new Error(
      `The test's console.error/warn differ from what it declares (expectConsoleError / expectConsoleWarn, tests/unit/console-guard.ts):\n\n${problems.join('\n\n')}`,
    )
  }
}
