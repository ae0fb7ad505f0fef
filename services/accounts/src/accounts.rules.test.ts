import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { GraphQLError } from 'graphql'
import {
  clampLookupLimit,
  isTrusted,
  isValidProfileIcons,
  parseAdminLog,
  parseEmail,
  parseLookupPrefix,
  parsePassword,
  parseProfilePrompt,
  parseSignupAction,
  parseUsername,
} from './accounts.rules.ts'

function refusal(fn: () => unknown): { code: unknown; field: unknown; http: unknown; message: string } {
  try {
    fn()
  } catch (error) {
    const { extensions, message } = error as GraphQLError
    return { code: extensions.code, field: extensions.field, http: extensions.http, message }
  }
  assert.fail('expected the input to be refused')
}

describe('email rule (text, @, text, dot, text)', () => {
  it('accepts ordinary addresses and trims surrounding spaces', () => {
    assert.equal(parseEmail('ava@showroom.test'), 'ava@showroom.test')
    assert.equal(parseEmail('  first.last+tag@mail.example.co.uk '), 'first.last+tag@mail.example.co.uk')
  })

  for (const bad of [
    '',
    'ava',
    'ava@showroom',
    '@showroom.test',
    'ava@.test',
    'ava@showroom.',
    'a va@x.io',
    'a@b@c.io',
  ]) {
    it(`refuses ${JSON.stringify(bad)} with a 400 on the email field`, () => {
      const error = refusal(() => parseEmail(bad))
      assert.deepEqual([error.code, error.field, error.http], ['ACCOUNTS_ERR_INVALID_EMAIL', 'email', 400])
    })
  }
})

describe('username rule', () => {
  it('accepts 3 to 30 letters, digits, underscores and dots', () => {
    assert.equal(parseUsername('ava'), 'ava')
    assert.equal(parseUsername('Olga.Brandt_2'), 'Olga.Brandt_2')
    assert.equal(parseUsername('a'.repeat(30)), 'a'.repeat(30))
  })

  for (const bad of ['ab', 'a'.repeat(31), 'ava sinclair', 'ava-s', 'émile', 'ava@x']) {
    it(`refuses ${JSON.stringify(bad)}`, () => {
      assert.equal(refusal(() => parseUsername(bad)).field, 'username')
    })
  }
})

describe('password rule', () => {
  it('needs at least 8 characters and says so', () => {
    assert.equal(parsePassword('12345678'), '12345678')
    const error = refusal(() => parsePassword('1234567'))
    assert.equal(error.code, 'ACCOUNTS_ERR_INVALID_PASSWORD')
    assert.match(error.message, /at least 8 characters/)
  })
})

describe('signup action rule (a single name=value pair)', () => {
  it('accepts one pair and an empty value', () => {
    assert.deepEqual(parseSignupAction({ actionType: 'follow', actionValue: 'designer_id=12' }), {
      actionType: 'follow',
      actionValue: 'designer_id=12',
    })
    assert.equal(parseSignupAction({ actionType: 'save', actionValue: 'news=' }).actionValue, 'news=')
  })

  for (const bad of ['designer_id', 'a=1&b=2', 'a=1=2', '=12', 'designer id=12', 'de-sign=1', '']) {
    it(`refuses ${JSON.stringify(bad)} on the actionValue field`, () => {
      const error = refusal(() => parseSignupAction({ actionType: 'follow', actionValue: bad }))
      assert.deepEqual([error.code, error.field], ['ACCOUNTS_ERR_INVALID_SIGNUP_ACTION', 'actionValue'])
    })
  }

  it('refuses an empty or odd action type', () => {
    assert.equal(refusal(() => parseSignupAction({ actionType: '', actionValue: 'a=1' })).field, 'actionType')
    assert.equal(
      refusal(() => parseSignupAction({ actionType: 'x y', actionValue: 'a=1' })).field,
      'actionType',
    )
  })
})

describe('profile prompt rule (icons built from f, m, c, h)', () => {
  it('accepts icons made of f, m, c and h without repeats', () => {
    for (const icons of ['', 'f', 'mf', 'fmch', 'hc']) assert.equal(isValidProfileIcons(icons), true, icons)
  })

  it('refuses other letters, capitals and repeats', () => {
    for (const icons of ['x', 'fx', 'ff', 'fmchf', 'F', 'f m'])
      assert.equal(isValidProfileIcons(icons), false, icons)
  })

  it('accepts ages 13 to 120 and refuses the rest on the age field', () => {
    assert.equal(parseProfilePrompt({ age: 13 }).age, 13)
    assert.equal(parseProfilePrompt({ age: 120 }).age, 120)
    assert.equal(refusal(() => parseProfilePrompt({ age: 12 })).field, 'age')
    assert.equal(refusal(() => parseProfilePrompt({ age: 121 })).field, 'age')
  })

  it('keeps gender short and turns blanks into no answer', () => {
    assert.equal(parseProfilePrompt({ gender: '  ' }).gender, null)
    assert.equal(parseProfilePrompt({ gender: 'female' }).gender, 'female')
    assert.equal(refusal(() => parseProfilePrompt({ gender: 'x'.repeat(31) })).field, 'gender')
  })

  it('refuses bad icons on the icons field', () => {
    assert.equal(
      refusal(() => parseProfilePrompt({ icons: 'ffm' })).code,
      'ACCOUNTS_ERR_INVALID_PROFILE_PROMPT',
    )
  })
})

describe('admin log rule', () => {
  it('needs a title of at most 200 characters and a message of at most 5000', () => {
    assert.deepEqual(parseAdminLog({ title: ' Broken page ', message: '' }), {
      title: 'Broken page',
      message: '',
    })
    assert.equal(refusal(() => parseAdminLog({ title: ' ', message: 'x' })).field, 'title')
    assert.equal(refusal(() => parseAdminLog({ title: 'x'.repeat(201), message: 'x' })).field, 'title')
    assert.equal(refusal(() => parseAdminLog({ title: 'x', message: 'x'.repeat(5001) })).field, 'message')
  })
})

describe('trusted rule', () => {
  it('trusts pro users and users with more than 200 points', () => {
    assert.equal(isTrusted({ isPro: false, points: 200 }), false)
    assert.equal(isTrusted({ isPro: false, points: 201 }), true)
    assert.equal(isTrusted({ isPro: true, points: 0 }), true)
  })
})

describe('mention lookup input', () => {
  it('ignores a leading @ and case, and gives up on characters no username has', () => {
    assert.equal(parseLookupPrefix('@Ava'), 'ava')
    assert.equal(parseLookupPrefix('o_l.g'), 'o_l.g')
    assert.equal(parseLookupPrefix('@'), null)
    assert.equal(parseLookupPrefix('a%'), null)
  })

  it('returns at most 10 suggestions and at least one', () => {
    assert.equal(clampLookupLimit(undefined), 10)
    assert.equal(clampLookupLimit(50), 10)
    assert.equal(clampLookupLimit(0), 1)
    assert.equal(clampLookupLimit(3), 3)
  })
})
