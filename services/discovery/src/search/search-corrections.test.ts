import assert from 'node:assert/strict'
import { test } from 'node:test'
import { correctedLatin, deletesOf, editDistance } from './search-corrections.ts'

test('a word loses each of its characters in turn, each way once', () => {
  assert.deepEqual(deletesOf('nord').sort(), ['nod', 'nor', 'nrd', 'ord'])
  assert.deepEqual(deletesOf('loom').sort(), ['lom', 'loo', 'oom'])
  // characters, not UTF-16 units
  assert.deepEqual(deletesOf('café').sort(), ['afé', 'caf', 'caé', 'cfé'])
  assert.deepEqual(deletesOf('a😀b').sort(), ['a😀', 'ab', '😀b'].sort())
})

test('one letter left out, added, changed or two neighbours swapped is one edit', () => {
  assert.equal(editDistance('nord', 'nord'), 0)
  assert.equal(editDistance('nod', 'nord'), 1)
  assert.equal(editDistance('noord', 'nord'), 1)
  assert.equal(editDistance('nerd', 'nord'), 1)
  assert.equal(editDistance('nrod', 'nord'), 1)
  assert.equal(editDistance('nrdo', 'nord'), 2)
  assert.equal(editDistance('', 'abc'), 3)
  assert.equal(editDistance('café', 'cafe'), 1)
})

const list = (...words: [string, number][]) => words.map(([word, documents]) => ({ word, documents }))

test('a word the documents do not hold becomes the nearest word most of them hold', () => {
  const near = list(['hem', 300], ['home', 20], ['he', 5], ['me', 9], ['gallery', 40])
  assert.equal(correctedLatin('hme gallery', { near, lastStarted: true }), 'hem gallery')
  // of two words as near, the one more documents hold; of equals, the first in the alphabet
  assert.equal(correctedLatin('hme', { near: list(['hem', 1], ['home', 2]), lastStarted: false }), 'home')
  assert.equal(correctedLatin('hme', { near: list(['home', 2], ['hem', 2]), lastStarted: false }), 'hem')
  // never to a word of two letters, which the trigram index cannot narrow
  assert.equal(correctedLatin('hme', { near: list(['he', 500], ['hem', 2]), lastStarted: false }), 'hem')
  assert.equal(correctedLatin('hme', { near: list(['he', 500]), lastStarted: false }), null)
})

test('a word is left as typed when the documents hold it, when it is short, or when nothing is near', () => {
  const near = list(['linen', 10], ['atelier', 4])
  assert.equal(correctedLatin('linen atelier', { near, lastStarted: true }), null)
  // two letters: too many words are one edit away
  assert.equal(
    correctedLatin('li atelier', { near: list(['le', 9], ['atelier', 4]), lastStarted: true }),
    null,
  )
  // a word two edits from every listed one
  assert.equal(
    correctedLatin('atelier nrdo', { near: list(['atelier', 4], ['nord', 3]), lastStarted: false }),
    null,
  )
})

test('the last word is a word being typed when a listed word starts with it', () => {
  const near = list(['linen', 10], ['atelier', 4], ['ate', 1])
  assert.equal(correctedLatin('linne atel', { near, lastStarted: true }), 'linen atel')
  // typed whole: corrected like the others
  assert.equal(correctedLatin('linen atelir', { near, lastStarted: false }), 'linen atelier')
  assert.equal(correctedLatin('linen atelir', { near, lastStarted: true }), null)
})
