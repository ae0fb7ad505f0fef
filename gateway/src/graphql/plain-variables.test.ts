import assert from 'node:assert/strict'
import { test } from 'node:test'
import { buildSchema, getVariableValues, type OperationDefinitionNode, parse } from 'graphql'
import { plainlyValid } from './plain-variables.ts'

const schema = buildSchema(`
  enum Colour { RED BLUE }
  input Range { from: Int }
  type Query {
    probe(i: Int, f: Float, s: String, b: Boolean, id: ID, c: Colour, r: Range, l: [Int]): Int
  }
`)

const VALUES: unknown[] = [
  0,
  7,
  -7,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  '12',
  'text',
  true,
  false,
  null,
  undefined,
  {},
  [],
  [1],
  10n,
]

const graphqlJsAccepts = (document: ReturnType<typeof parse>, variables: Record<string, unknown>) => {
  const operation = document.definitions[0] as OperationDefinitionNode
  return !getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors
}

test('built-in scalars: accepted exactly when graphql-js accepts them, present, absent or null', () => {
  const argument = { Int: 'i', Float: 'f', String: 's', Boolean: 'b', ID: 'id' }
  for (const [scalar, name] of Object.entries(argument)) {
    for (const required of ['', '!']) {
      const document = parse(`query($v: ${scalar}${required}) { probe(${name}: $v) }`)
      for (const value of VALUES) {
        const variables = { v: value }
        assert.equal(
          plainlyValid(schema, document, variables),
          graphqlJsAccepts(document, variables),
          `${scalar}${required} given ${typeof value === 'bigint' ? '10n' : JSON.stringify(value)}`,
        )
      }
      assert.equal(
        plainlyValid(schema, document, {}),
        graphqlJsAccepts(document, {}),
        `${scalar}${required} absent`,
      )
    }
  }
})

test('enums, input objects, lists and several operations are always left to graphql-js', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['query($v: Colour) { probe(c: $v) }', { v: 'RED' }],
    ['query($v: Range) { probe(r: $v) }', { v: { from: 1 } }],
    ['query($v: [Int]) { probe(l: $v) }', { v: [1, 2] }],
    ['query A($v: Int) { probe(i: $v) } query B { probe }', { v: 1 }],
  ]
  for (const [text, variables] of cases) {
    const document = parse(text)
    assert.equal(plainlyValid(schema, document, variables), false, text)
  }
})

test('a required variable with a default, not given: left to graphql-js, which takes the default', () => {
  const document = parse('query($v: Int! = 3) { probe(i: $v) }')
  assert.equal(plainlyValid(schema, document, {}), false)
  assert.equal(graphqlJsAccepts(document, {}), true)
  assert.equal(plainlyValid(schema, document, { v: 4 }), true)
})

test('only the variables the operation declares are read: others are ignored, as graphql-js ignores them', () => {
  const document = parse('query($v: Int) { probe(i: $v) }')
  const variables = { v: 1, extra: { deep: [Number.NaN] } }
  assert.equal(plainlyValid(schema, document, variables), true)
  assert.equal(graphqlJsAccepts(document, variables), true)
})
