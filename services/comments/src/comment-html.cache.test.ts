import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createCommentHtml } from './comment-html.cache.ts'
import { renderCommentHtml } from './markdown.ts'

// a renderer that counts what it was asked to render
function counting() {
  const rendered: string[] = []
  const render = (text: string) => {
    rendered.push(text)
    return renderCommentHtml(text)
  }
  return { rendered, render }
}

describe('a comment’s kept HTML', () => {
  it('is the HTML its text renders to, rendered once however often it is asked', () => {
    const { rendered, render } = counting()
    const html = createCommentHtml(undefined, render)
    const texts = ['**bold** @nia', '> quoted\n\n# heading', '[link](javascript:alert(1))', '']
    for (const text of [...texts, ...texts]) assert.equal(html(text), renderCommentHtml(text))
    assert.deepEqual(rendered, texts)
  })

  it('follows a changed text at once, and never answers one text with another’s HTML', () => {
    const html = createCommentHtml()
    assert.equal(html('first **draft**'), '<p>first <strong>draft</strong></p>')
    assert.equal(html('first _draft_'), '<p>first <em>draft</em></p>')
    assert.equal(html('first **draft**'), '<p>first <strong>draft</strong></p>')
  })

  it('keeps at most its number of texts, forgetting the least recently asked first', () => {
    const { rendered, render } = counting()
    const html = createCommentHtml({ entries: 2, characters: 1_000 }, render)
    for (const text of ['a', 'b', 'a', 'c', 'a', 'b']) html(text)
    // 'b' was the least recently asked when 'c' came, so it is rendered again; 'a' stayed
    assert.deepEqual(rendered, ['a', 'b', 'c', 'b'])
  })

  it('keeps at most its characters, and never keeps a text larger than all of them', () => {
    const { rendered, render } = counting()
    const html = createCommentHtml({ entries: 100, characters: 100 }, render)
    const huge = 'x'.repeat(200)
    assert.equal(html(huge), `<p>${huge}</p>`)
    assert.equal(html(huge), `<p>${huge}</p>`)
    const half = 'y'.repeat(40)
    const other = 'z'.repeat(40)
    html(half)
    html(other)
    html(half)
    // each takes 40 characters and 47 of HTML: the second pushed the first out
    assert.deepEqual(rendered, [huge, huge, half, other, half])
  })
})
