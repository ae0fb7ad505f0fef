import assert from 'node:assert/strict'
import { test } from 'node:test'
import { hasTerms, parseSearchTerm } from './search-terms.ts'

test('an English term is trimmed and lower-cased for trigram matching', () => {
  assert.deepEqual(parseSearchTerm('  Atelier NROD '), {
    latin: 'atelier nrod',
    cjkGrams: [],
    text: 'Atelier NROD',
  })
})

test('a Chinese term becomes the character pairs it contains', () => {
  assert.deepEqual(parseSearchTerm('北欧工作').cjkGrams, ['北欧', '欧工', '工作'])
  assert.deepEqual(parseSearchTerm('北').cjkGrams, ['北'])
})

test('a mixed term keeps both parts', () => {
  const terms = parseSearchTerm('Nord 北欧')
  assert.equal(terms.latin, 'nord')
  assert.deepEqual(terms.cjkGrams, ['北欧'])
})

test('punctuation alone is no search at all', () => {
  assert.equal(hasTerms(parseSearchTerm(' %_* ')), false)
})
