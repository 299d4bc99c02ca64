import { describe, expect, it } from 'vitest'
import { topBarKeyframesBody, topBarRotation } from './top-bar-keyframes'

describe('topBarRotation', () => {
  it('three points: a 9000 ms cycle started after 3000 ms, a 600 ms slide per point, the jump back when the clone arrives', () => {
    expect(topBarRotation(3)).toEqual({
      cycleMs: 9000,
      // Before it the list stands untransformed on the first point, so the first slide starts at 3000 ms.
      delayMs: 3000,
      frames: [
        { percent: 0, offsetPx: 0, jump: false }, //             0 ms (3000 ms on the page): first point, its slide starts
        { percent: 6.6667, offsetPx: -32, jump: false }, //    600 ms: second point
        { percent: 33.3333, offsetPx: -32, jump: false }, //  3000 ms: second point, its slide starts
        { percent: 40, offsetPx: -64, jump: false }, //       3600 ms: third point
        { percent: 66.6667, offsetPx: -64, jump: false }, //  6000 ms: third point, the slide to the clone starts
        { percent: 73.3333, offsetPx: -96, jump: true }, //   6600 ms: the clone, 600 ms later: at once to the first point
        { percent: 100, offsetPx: 0, jump: false }, //        9000 ms: first point, where the next cycle starts
      ],
    })
  })

  it('two points: a 6000 ms cycle', () => {
    expect(topBarRotation(2)).toEqual({
      cycleMs: 6000,
      delayMs: 3000,
      frames: [
        { percent: 0, offsetPx: 0, jump: false },
        { percent: 10, offsetPx: -32, jump: false },
        { percent: 50, offsetPx: -32, jump: false },
        { percent: 60, offsetPx: -64, jump: true },
        { percent: 100, offsetPx: 0, jump: false },
      ],
    })
  })

  it('one point (or none) does not rotate', () => {
    expect(topBarRotation(1)).toBeNull()
    expect(topBarRotation(0)).toBeNull()
  })
})

describe('topBarKeyframesBody', () => {
  it('writes each frame as a shift of the list; the jump frame makes its segment instant', () => {
    expect(topBarKeyframesBody(topBarRotation(3)?.frames ?? [])).toBe([
      '0% { transform: translateY(0px); }',
      '6.6667% { transform: translateY(-32px); }',
      '33.3333% { transform: translateY(-32px); }',
      '40% { transform: translateY(-64px); }',
      '66.6667% { transform: translateY(-64px); }',
      '73.3333% { transform: translateY(-96px); animation-timing-function: step-start; }',
      '100% { transform: translateY(0px); }',
    ].join('\n'))
  })
})
