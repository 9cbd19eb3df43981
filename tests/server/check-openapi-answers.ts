import { afterAll } from 'vitest'
import { openApiViolations, takeRecordedAnswers } from './openapi-answers'

/**
 * Set up before every server test file (vite.config.ts): once the file's tests are done, every answer
 * its test servers gave must be one the OpenAPI documents describe (openapi-answers.ts), or the file
 * fails with the list.
 */
afterAll(() => {
  const violations = openApiViolations(takeRecordedAnswers())
  if (violations.length) {
    throw new Error(
      `${violations.length} answer(s) the OpenAPI documents do not describe:\n\n${violations.join('\n\n')}`,
    )
  }
})
