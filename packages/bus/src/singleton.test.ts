import { describe, expect, it, jest } from '@jest/globals'

describe('bus singleton', () => {
  it('gives two copies of the bus module on one page the same bus', async () => {
    let first: unknown
    let second: unknown
    await jest.isolateModulesAsync(async () => {
      first = (await import('./singleton.ts')).bus
    })
    await jest.isolateModulesAsync(async () => {
      second = (await import('./singleton.ts')).bus
    })
    expect(first).toBeDefined()
    expect(second).toBe(first)
  })
})
