// the browser features the uploader leans on; globalThis in the page, a stand-in in tests
export interface UploadGlobals {
  File?: unknown
  FileReader?: unknown
  FormData?: unknown
  XMLHttpRequest?: unknown
}

// files can be read, sent as a form and followed with upload progress (XHR level 2)
export function supportsFileUploads(scope: UploadGlobals = globalThis as UploadGlobals): boolean {
  if (typeof scope.File !== 'function') return false
  if (typeof scope.FileReader !== 'function') return false
  if (typeof scope.FormData !== 'function') return false
  const xhr = scope.XMLHttpRequest
  if (typeof xhr !== 'function') return false
  const prototype = (xhr as { prototype?: object }).prototype
  return Boolean(prototype && 'upload' in prototype)
}
