import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { setLocale } from '@showroom/i18n'
import { declareChineseFaceWhenNeeded, holdsChinese } from './chinese-face.ts'

afterEach(async () => {
  jest.useRealTimers()
  await setLocale('en')
})

// MutationObserver callbacks run as microtasks: let them, then the idle check's timer
async function settle() {
  await Promise.resolve()
  jest.advanceTimersByTime(250)
}

describe("the Chinese face's declaration", () => {
  it('knows Chinese text from Latin text, punctuation included', () => {
    expect(holdsChinese('Maison Verre Warehouse Sale — 50% off')).toBe(false)
    expect(holdsChinese('Hong Kong 香港')).toBe(true)
    expect(holdsChinese('，')).toBe(true)
    expect(holdsChinese('')).toBe(false)
    // the language switch's label, on every page, has a face of its own
    expect(holdsChinese('EN 中文 English 中文')).toBe(false)
    expect(holdsChinese('中文 香港')).toBe(true)
  })

  it('is not made on an English page without Chinese, however its text changes', async () => {
    jest.useFakeTimers()
    const root = document.createElement('main')
    root.textContent = 'Events this week in London'
    const load = jest.fn(async () => undefined)
    declareChineseFaceWhenNeeded(load, root)
    const added = document.createElement('p')
    added.textContent = 'Sample sales'
    root.append(added)
    await settle()
    expect(load).not.toHaveBeenCalled()
  })

  it("is not made for Chinese in a script's data", async () => {
    jest.useFakeTimers()
    const root = document.createElement('main')
    const state = document.createElement('script')
    state.type = 'application/json'
    state.textContent = '{"name_zh":"伦敦"}'
    root.append(state)
    const load = jest.fn(async () => undefined)
    declareChineseFaceWhenNeeded(load, root)
    root.append(document.createElement('p'))
    await settle()
    expect(load).not.toHaveBeenCalled()
  })

  it('waits for an idle moment on a page that came with its own cut of the face', () => {
    jest.useFakeTimers()
    const cut = document.createElement('style')
    cut.setAttribute('data-sr-page-face', '')
    document.head.append(cut)
    try {
      const root = document.createElement('main')
      root.textContent = '本周活动'
      const load = jest.fn(async () => undefined)
      declareChineseFaceWhenNeeded(load, root)
      expect(load).not.toHaveBeenCalled()
      // jsdom has no requestIdleCallback: the fallback's short wait
      jest.advanceTimersByTime(250)
      expect(load).toHaveBeenCalledTimes(1)
    } finally {
      cut.remove()
    }
  })

  it('is made at once on a page that holds Chinese already', () => {
    const root = document.createElement('main')
    root.textContent = '本周活动'
    const load = jest.fn(async () => undefined)
    declareChineseFaceWhenNeeded(load, root)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('is made once when Chinese text appears on an English page', async () => {
    jest.useFakeTimers()
    const root = document.createElement('main')
    root.textContent = 'Hong Kong'
    const load = jest.fn(async () => undefined)
    declareChineseFaceWhenNeeded(load, root)
    const message = document.createElement('p')
    message.textContent = '你好'
    root.append(message)
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    message.textContent = '再见'
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('reads only the text that changed, not the whole page again', async () => {
    jest.useFakeTimers()
    const root = document.createElement('main')
    for (let i = 0; i < 50; i++)
      root.append(Object.assign(document.createElement('p'), { textContent: `Event ${i}` }))
    document.body.append(root)
    try {
      const load = jest.fn(async () => undefined)
      declareChineseFaceWhenNeeded(load, root)
      const walked = jest.spyOn(document, 'createTreeWalker')
      const figure = root.querySelector('p')!
      figure.textContent = '42'
      const added = Object.assign(document.createElement('p'), { textContent: 'Sample sales' })
      root.append(added)
      await settle()
      expect(load).not.toHaveBeenCalled()
      expect(walked.mock.calls.map(([from]) => from)).not.toContain(root)
      const title = document.createElement('h2')
      root.append(title)
      title.textContent = '香港'
      await settle()
      expect(load).toHaveBeenCalledTimes(1)
    } finally {
      root.remove()
    }
  })

  it('is made when the visitor switches to Chinese', async () => {
    const root = document.createElement('main')
    root.textContent = 'London'
    const load = jest.fn(async () => undefined)
    declareChineseFaceWhenNeeded(load, root)
    expect(load).not.toHaveBeenCalled()
    await setLocale('zh')
    expect(load).toHaveBeenCalledTimes(1)
  })
})
