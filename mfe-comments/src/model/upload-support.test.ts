import { afterEach, describe, expect, it } from '@jest/globals'
import { t } from '@showroom/i18n'
import { NO_UPLOAD_SUPPORT_KEY, supportsFileUploads } from './upload-support.ts'

// XMLHttpRequest level 2 keeps upload as an accessor on its prototype
class WithUpload {
  get upload() {
    return {}
  }
}
// an old XMLHttpRequest: no upload object, so no progress events
function OldXhr() {}

const modern = () => ({
  File: class {},
  FileReader: class {},
  FormData: class {},
  XMLHttpRequest: WithUpload,
})

const saved = {
  File: globalThis.File,
  FileReader: globalThis.FileReader,
  FormData: globalThis.FormData,
  XMLHttpRequest: globalThis.XMLHttpRequest,
}

afterEach(() => {
  Object.assign(globalThis, saved)
})

describe('the browser’s file upload support', () => {
  it('holds in the test browser, which has every feature', () => {
    expect(supportsFileUploads()).toBe(true)
  })

  it('is missing when any of File, FileReader or FormData is missing', () => {
    expect(supportsFileUploads(modern())).toBe(true)
    for (const name of ['File', 'FileReader', 'FormData'] as const)
      expect(supportsFileUploads({ ...modern(), [name]: undefined })).toBe(false)
  })

  it('is missing without XMLHttpRequest or without its upload progress', () => {
    expect(supportsFileUploads({ ...modern(), XMLHttpRequest: undefined })).toBe(false)
    expect(supportsFileUploads({ ...modern(), XMLHttpRequest: OldXhr })).toBe(false)
  })

  it('reads the page’s own globals when they are taken away', () => {
    ;(globalThis as { FileReader?: unknown }).FileReader = undefined
    expect(supportsFileUploads()).toBe(false)
    Object.assign(globalThis, saved)
    ;(globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = OldXhr
    expect(supportsFileUploads()).toBe(false)
  })

  it('names the composer’s and the uploader’s messages', () => {
    expect(t(NO_UPLOAD_SUPPORT_KEY.composer as never)).toBe(
      'Your web browser does not support image uploads. Please upgrade to a newer browser.',
    )
    expect(t(NO_UPLOAD_SUPPORT_KEY.uploader as never)).toBe(
      'Your browser does not support photo uploads. Please upgrade to a newer browser.',
    )
  })
})
