import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { describeSince } from './time-since.ts'
import { activityTitleHtml, escapeHtml, linkHtml } from './title-html.ts'

const ava = { name: 'Ava Smith', url: '/user/ava' }
const sale = { name: 'Archive Sale', url: '/london/event/archive-sale/' }

describe('an activity item title', () => {
  test('says who commented on what, with links to both', () => {
    assert.equal(
      activityTitleHtml({ sourceType: 'event_comment', entity: ava, targetType: 'event', target: sale }),
      '<a href="/user/ava">Ava Smith</a> commented on <a href="/london/event/archive-sale/">Archive Sale</a>',
    )
  })

  test('escapes names, so a name is never markup', () => {
    const title = activityTitleHtml({
      sourceType: 'event_comment',
      entity: { name: '<img src=x onerror=alert(1)> & "Co"', url: '/user/x' },
      targetType: 'event',
      target: { name: "O'Neil <b>Sale</b>", url: '/e/' },
    })
    assert.equal(
      title,
      '<a href="/user/x">&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;</a> commented on <a href="/e/">O&#39;Neil &lt;b&gt;Sale&lt;/b&gt;</a>',
    )
  })

  test('links only to the site or to http(s) pages', () => {
    assert.equal(linkHtml({ name: 'A', url: 'javascript:alert(1)' }), 'A')
    assert.equal(linkHtml({ name: 'A', url: '//evil.example/' }), 'A')
    assert.equal(
      linkHtml({ name: 'A', url: 'https://brand.example/"x' }),
      '<a href="https://brand.example/&quot;x">A</a>',
    )
  })

  test('a deleted member reads as Anonymous, without a link', () => {
    assert.equal(
      activityTitleHtml({ sourceType: 'universal_comment', entity: null, targetType: null, target: null }),
      'Anonymous posted in the community',
    )
  })

  test('says what was posted on a profile, a flash sale, or as a photo or video', () => {
    const ben = { name: 'Ben', url: '/user/ben' }
    const on = (input: Partial<Parameters<typeof activityTitleHtml>[0]>) =>
      activityTitleHtml({
        sourceType: 'universal_comment',
        entity: ava,
        targetType: null,
        target: null,
        ...input,
      })
    assert.equal(
      on({ targetType: 'user', target: ben }),
      `${linkHtml(ava)} wrote on ${linkHtml(ben)}'s profile`,
    )
    assert.equal(
      on({ targetType: 'user', target: ava, targetIsEntity: true }),
      `${linkHtml(ava)} posted an update`,
    )
    assert.equal(
      on({ sourceType: 'flash_sale_comment', targetType: 'flash_sale' }),
      `${linkHtml(ava)} commented on a flash sale`,
    )
    assert.equal(
      on({ sourceType: 'media', resourceType: 'video', targetType: 'event', target: sale }),
      `${linkHtml(ava)} posted a video from ${linkHtml(sale)}`,
    )
    assert.equal(on({ sourceType: 'media', resourceType: 'image' }), `${linkHtml(ava)} posted a photo`)
  })

  test('a share names the sharer first', () => {
    assert.equal(
      activityTitleHtml({
        sourceType: 'event_comment',
        entity: ava,
        targetType: 'event',
        target: sale,
        sharedBy: { name: 'Cai', url: '/user/cai' },
      }),
      `<a href="/user/cai">Cai</a> shared a post: ${linkHtml(ava)} commented on ${linkHtml(sale)}`,
    )
    assert.equal(escapeHtml('a&b'), 'a&amp;b')
  })
})

describe('an activity item title on a Chinese page', () => {
  test('says what happened in Chinese, names and links as given', () => {
    assert.equal(
      activityTitleHtml(
        { sourceType: 'event_comment', entity: ava, targetType: 'event', target: sale },
        'zh',
      ),
      `${linkHtml(ava)} 评论了 ${linkHtml(sale)}`,
    )
    assert.equal(
      activityTitleHtml(
        { sourceType: 'media', resourceType: 'video', entity: ava, targetType: 'event', target: sale },
        'zh',
      ),
      `${linkHtml(ava)} 发布了来自 ${linkHtml(sale)} 的一段视频`,
    )
    assert.equal(
      activityTitleHtml(
        {
          sourceType: 'universal_comment',
          entity: ava,
          targetType: 'user',
          target: ava,
          targetIsEntity: true,
        },
        'zh',
      ),
      `${linkHtml(ava)} 发布了动态`,
    )
  })

  test('a deleted member and sharer read as 匿名用户, and names stay escaped', () => {
    assert.equal(
      activityTitleHtml(
        {
          sourceType: 'event_comment',
          entity: null,
          targetType: 'event',
          target: { name: '<b>{target}</b>', url: '/e/' },
          sharedBy: { name: '', url: null },
        },
        'zh',
      ),
      '匿名用户 分享了一条动态：匿名用户 评论了 <a href="/e/">&lt;b&gt;{target}&lt;/b&gt;</a>',
    )
  })

  test('an age reads in Chinese', () => {
    const now = new Date('2026-11-24T12:00:00Z')
    assert.equal(describeSince(new Date('2026-11-24T11:59:30Z'), now, 'zh'), '刚刚')
    assert.equal(describeSince(new Date('2026-11-24T09:00:00Z'), now, 'zh'), '3小时前')
    assert.equal(describeSince(new Date('2026-11-24T09:00:00Z'), now), '3 hours ago')
    assert.equal(describeSince(new Date('2026-11-23T12:00:00Z'), now), '1 day ago')
  })
})
