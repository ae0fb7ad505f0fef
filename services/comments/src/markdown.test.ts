import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { renderCommentHtml, safeUrl } from './markdown.ts'

const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  h1: [],
  h2: [],
  h3: [],
  blockquote: [],
  strong: [],
  em: [],
  a: ['href', 'rel', 'target', 'class'],
  img: ['src', 'alt', 'loading'],
}

// every tag is whitelisted, every attribute is whitelisted and quoted, no url runs script
function assertSafe(html: string, input: string) {
  for (const tag of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    const name = (tag[1] as string).toLowerCase()
    assert.ok(name in ALLOWED, `tag <${name}> from ${JSON.stringify(input)}: ${html}`)
    const rest = (tag[2] as string).replace(/\s*\/$/, '')
    const attributes = [...rest.matchAll(/\s+([^\s=]+)="([^"]*)"/g)]
    assert.equal(
      attributes.map((a) => a[0]).join(''),
      rest,
      `unquoted or stray attribute text in ${JSON.stringify(tag[0])} from ${JSON.stringify(input)}`,
    )
    for (const [, attribute, value] of attributes) {
      assert.ok(ALLOWED[name]?.includes(attribute as string), `attribute ${attribute} on <${name}>: ${html}`)
      if (attribute === 'href' || attribute === 'src') {
        assert.match(
          value as string,
          /^(https?:\/\/|mailto:|\/(?!\/))/,
          `url ${value} from ${JSON.stringify(input)}`,
        )
      }
    }
  }
  // script words may survive as escaped text, never inside markup
  const markup = [...html.matchAll(/<[^>]*>/g)].map((m) => m[0]).join('')
  assert.doesNotMatch(markup, /script|javascript:|vbscript:|data:/i, `from ${JSON.stringify(input)}: ${html}`)
}

// OWASP XSS filter evasion cases, adapted to what a comment can carry
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<body onload=alert(1)>',
  '"><script>alert(1)</script>',
  "'';!--\"<XSS>=&{()}",
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](java&#x09;script:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](%6Aavascript:alert(1))',
  '[click]( javascript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](//evil.example/x)',
  '[click](http://a.example"onmouseover="alert(1))',
  "[click](http://a.example'onmouseover='alert(1))",
  '[x"onclick="alert(1)](http://a.example)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2Zz4=)',
  '![x" onerror="alert(1)](http://a.example/x.png)',
  '![x](http://a.example/x.png"onerror="alert(1))',
  '**<script>alert(1)</script>**',
  '# <img src=x onerror=alert(1)>',
  '> <a href=javascript:alert(1)>quote</a>',
  '@user"onmouseover="alert(1)',
  '[**bold**](javascript:alert(1))',
  '\uE0000\uE000<script>alert(1)</script>',
  '[a](http://a.example)[b](javascript:alert(1))',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
]

describe('comment markdown', () => {
  it('renders headings 1 to 3, block quotes, bold, italic, links and images', () => {
    assert.equal(renderCommentHtml('# One'), '<h1>One</h1>')
    assert.equal(renderCommentHtml('## Two'), '<h2>Two</h2>')
    assert.equal(renderCommentHtml('### Three'), '<h3>Three</h3>')
    assert.equal(renderCommentHtml('#### Four'), '<p>#### Four</p>')
    assert.equal(renderCommentHtml('> quoted\n> twice'), '<blockquote><p>quoted<br>twice</p></blockquote>')
    assert.equal(
      renderCommentHtml('**bold** and *it* and _also_'),
      '<p><strong>bold</strong> and <em>it</em> and <em>also</em></p>',
    )
    assert.equal(
      renderCommentHtml('[site](https://showroom.example/a?b=1&c=2)'),
      '<p><a href="https://showroom.example/a?b=1&amp;c=2" rel="nofollow noopener noreferrer" target="_blank">site</a></p>',
    )
    assert.equal(
      renderCommentHtml('![look](https://cdn.example/look.jpg)'),
      '<p><img src="https://cdn.example/look.jpg" alt="look" loading="lazy"></p>',
    )
  })

  it('links mentions to the user page without touching underscores in the name', () => {
    assert.equal(
      renderCommentHtml('hi @nia_b!'),
      '<p>hi <a href="/user/nia_b" class="mention">@nia_b</a>!</p>',
    )
    assert.equal(renderCommentHtml('mail me at a@b.com'), '<p>mail me at a@b.com</p>')
  })

  it('escapes html and keeps paragraphs and line breaks', () => {
    assert.equal(
      renderCommentHtml('a < b & c > d\nnext\n\nnew'),
      '<p>a &lt; b &amp; c &gt; d<br>next</p><p>new</p>',
    )
  })

  it('keeps every case of the XSS corpus inert', () => {
    for (const input of XSS_CORPUS) assertSafe(renderCommentHtml(input), input)
  })

  it('leaves an unsafe link as plain text', () => {
    assert.equal(renderCommentHtml('[x](javascript:alert(1))'), '<p>[x](javascript:alert(1))</p>')
  })

  it('accepts only web, mail and site-relative urls', () => {
    assert.equal(safeUrl('https://a.example/x'), 'https://a.example/x')
    assert.equal(safeUrl('/london/event/x/'), '/london/event/x/')
    assert.equal(safeUrl('mailto:a@b.example'), 'mailto:a@b.example')
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example',
      'data:text/html,x',
      'java\nscript:x',
      '/\\evil.example',
    ]) {
      assert.equal(safeUrl(bad), null, bad)
    }
  })
})
