import { afterEach, beforeEach, expect, jest } from '@jest/globals'

// a console error in a browser test (a React warning, a failed prop type) is a failure
let consoleError: ReturnType<typeof jest.spyOn>

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error')
})

afterEach(() => {
  const calls = consoleError.mock.calls
  consoleError.mockRestore()
  expect(calls).toEqual([])
})
