import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'graphql'
import type { LoaderContext } from 'webpack'

const GQL = /\bgql`([^`]*)`/g
const GQL_CALL = /(?<![\w$.]|function\s+)gql\s*\(/
const COMMENT = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm
const INTERPOLATION = /\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g

// the text of a string constant a gql template interpolates (a field list): declared in the same file,
// or imported by name from a relative module
function constantText(loader: LoaderContext<unknown>, file: string, source: string, name: string): string {
  const declared = new RegExp(`\\bconst\\s+${name}\\s*=\\s*(?:\`([^\`]*)\`|'([^']*)')`).exec(source)
  if (declared) return expand(loader, file, source, declared[1] ?? declared[2] ?? '')
  const imported = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'(\\.[^']+)'`).exec(source)
  if (!imported?.[1]) {
    throw new Error(
      `${file}: gql interpolates ${name}, which is no string constant declared there or imported from a relative module`,
    )
  }
  const target = path.resolve(path.dirname(file), imported[1])
  loader.addDependency(target)
  return constantText(loader, target, readFileSync(target, 'utf8'), name)
}

function expand(loader: LoaderContext<unknown>, file: string, source: string, template: string): string {
  if (template.includes('\\')) throw new Error(`${file}: a gql template with escapes cannot be compiled`)
  return template.replace(INTERPOLATION, (_, name: string) => constantText(loader, file, source, name))
}

// compiles every gql`...` to its document at build time (as graphql-tag would parse it at run time, without
// locations), so the GraphQL parser and lexer (about 8 KB gzipped) never reach the browser; the web builds
// swap @showroom/graphql-client's gql for gql-compiled.ts, which only throws
export default function gqlLoader(this: LoaderContext<unknown>, source: string): string {
  if (!source.includes('gql')) return source
  const file = this.resourcePath
  // comments blanked out (same length), so a gql`...` named in one is left alone
  const code = source.replace(COMMENT, (comment) => comment.replace(/[^\n]/g, ' '))
  if (GQL_CALL.test(code)) throw new Error(`${file}: use gql only as a template tag (gql\`...\`)`)
  let compiled = ''
  let from = 0
  for (const match of code.matchAll(GQL)) {
    const document = parse(expand(this, file, source, match[1] ?? ''), { noLocation: true })
    compiled += `${source.slice(from, match.index)}(${JSON.stringify(document)})`
    from = match.index + match[0].length
  }
  return compiled + source.slice(from)
}
