import { describe, expect, it } from 'vitest'
import { cameraProblemOf } from '../../../src/ui/camera/frame-reader'

describe("the camera's refusals, as what the person can do", () => {
  it('names a refusal, a missing camera, and any other failure', () => {
    expect(cameraProblemOf(new DOMException('denied', 'NotAllowedError'))).toBe('refused')
    expect(cameraProblemOf(new DOMException('insecure', 'SecurityError'))).toBe('refused')
    expect(cameraProblemOf(new DOMException('none', 'NotFoundError'))).toBe('absent')
    expect(cameraProblemOf(new DOMException('none', 'OverconstrainedError'))).toBe('absent')
    expect(cameraProblemOf(new DOMException('busy', 'NotReadableError'))).toBe('failed')
    expect(cameraProblemOf('odd')).toBe('failed')
  })
})
