import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parseSearchTerm } from './search-terms.ts'
import { questionOf } from './search.question.ts'

const asked = (term: string) => questionOf(parseSearchTerm(term), { cityId: 1, limit: 15 })

test('words of two characters or more are looked for apart, each after the first at a word start', () => {
  const { shape, values } = asked('Hem  Galle')
  assert.equal(shape.inOrder, true)
  assert.equal(values.inOrder, '%hem% galle%')
  assert.equal(asked('hem lo').values.inOrder, '%hem% lo%')
  assert.equal(asked('linen at row').values.inOrder, '%linen% at% row%')
})

test('a single word, a word of one character, or no word to narrow the index is not looked for apart', () => {
  assert.equal(asked('linen').shape.inOrder, false)
  assert.equal(asked('hem l').shape.inOrder, false)
  // no word of three characters: the trigram index could not narrow the LIKE
  assert.equal(asked('at no').shape.inOrder, false)
  // the Chinese part is matched through its own index; one latin word is left
  assert.equal(asked('北欧 nord').shape.inOrder, false)
})

test('signs and LIKE wildcards typed in a term never reach a pattern', () => {
  const { values } = asked('nord% garden_')
  assert.equal(values.inOrder, '%nord% garden%')
  assert.equal(values.contains, '%nord garden%')
})
