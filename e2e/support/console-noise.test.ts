import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { isSlowMachineNoise } from './console-noise.ts'

const slowMount =
  'single-spa minified message #31: See https://single-spa.js.org/error/?code=31&arg=mount&arg=application&arg=mfe-discovery:pages&arg=3000'

describe('the console errors a journey lets pass', () => {
  test('a single-spa mount that outlasts its 3 s timeout is the slow machine, not a failure', () => {
    assert.equal(isSlowMachineNoise(slowMount), true)
    assert.equal(
      isSlowMachineNoise(slowMount.replace('arg=mount&arg=application', 'arg=unmount&arg=parcel')),
      true,
    )
  })

  test('every other single-spa error still fails the journey', () => {
    for (const text of [
      // a lifecycle that threw
      "application 'mfe-discovery:pages' died in status LOADING_SOURCE_CODE: Failed to fetch",
      // another minified message, and #31 wrapped in something else
      'single-spa minified message #32: See https://single-spa.js.org/error/?code=32',
      `Uncaught Error: ${slowMount}`,
      `${slowMount} and then something broke`,
      slowMount.replace('code=31', 'code=310'),
    ]) {
      assert.equal(isSlowMachineNoise(text), false, text)
    }
  })
})
