import { cjkOnly } from './cjk-face.ts'

// webpack loader for a stylesheet imported with `?cjk-only` (see webpack.config.ts and cjk-face.ts)
export default function cjkFaceLoader(source: string): string {
  return cjkOnly(source)
}
