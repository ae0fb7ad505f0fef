import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'graphql'
import type { LoaderContext } from 'webpack'
import gqlLoader from './gql.loader.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'gql-loader-'))
writeFileSync(path.join(dir, 'card.ts'), 'export const CARD_FIELDS = `\n  id\n  name\n`\n')

function compile(source: string): string {
  const loader = { resourcePath: path.join(dir, 'query.ts'), addDependency: () => {} }
  return gqlLoader.call(loader as unknown as LoaderContext<unknown>, source)
}

const documentIn = (output: string): unknown => JSON.parse(/= \((\{.*\})\)/s.exec(output)?.[1] ?? 'null')

describe('gql loader', () => {
  it('compiles a template to the document graphql parses, field lists from here and imported ones included', () => {
    const output = compile(
      [
        "import { gql } from '@showroom/graphql-client'",
        "import { CARD_FIELDS } from './card.ts'",
        "const PLACE_FIELDS = 'slug'",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the loader reads source text with placeholders
        'export const Q = gql`query Q($id: Int!) { a(id: $id) { ${CARD_FIELDS} } b { ${PLACE_FIELDS} } }`',
      ].join('\n'),
    )
    expect(output).not.toContain('gql`')
    expect(documentIn(output)).toEqual(
      JSON.parse(
        JSON.stringify(
          parse('query Q($id: Int!) { a(id: $id) { id name } b { slug } }', { noLocation: true }),
        ),
      ),
    )
  })

  it('leaves a gql template named in a comment alone', () => {
    const source = '// compiles gql`...` templates\nexport const n = 1\n'
    expect(compile(source)).toBe(source)
  })

  it('fails the build on what it cannot compile', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the loader reads source text with placeholders
    expect(() => compile('export const Q = gql`{ a { ${UNKNOWN} } }`')).toThrow(/interpolates UNKNOWN/)
    expect(() => compile("export const Q = gql('{ a }')")).toThrow(/only as a template tag/)
    expect(() => compile('export const Q = gql`{ a( }`')).toThrow(/Syntax Error/)
  })
})
