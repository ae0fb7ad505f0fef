import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { screenshot } from '../support/browser.ts'
import { until } from '../support/held-requests.ts'
import { axeFindings, openHome, waitForSession } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

type Fragment = 'alerts-confirmed' | 'unsub' | 'daily' | 'weekly'

describe('alert emails: signing up, confirming, digests and the links in them', () => {
  const suite = useSite()
  const { journey } = suite
  const mailer = () => suite.site.gateway.platform.mailer

  // the site's mail goes out from its job queue, which the journeys' site does not run by itself
  async function mailsTo(address: string) {
    await suite.site.gateway.platform.jobs.drain()
    return (await mailer().list()).filter((mail) => mail.to.includes(address))
  }

  // the newest mail to the address that holds a link with this fragment, once it has been sent
  async function linkInMail(address: string, fragment: Fragment, after = 0): Promise<string> {
    let link: string | undefined
    await until(async () => {
      const mails = (await mailsTo(address)).filter((mail) => mail.date.getTime() > after)
      for (const summary of mails) {
        const mail = await mailer().read(summary.id)
        const found = mail?.text.match(new RegExp(`https?://\\S+?alert_token=[^\\s#]+#${fragment}\\b`))
        if (found) {
          link = found[0]
          return true
        }
      }
      return false
    }, `a mail to ${address} with a #${fragment} link`)
    // the mail's links are built on PUBLIC_URL: the same path, query and fragment on the test site
    const url = new URL(link as string)
    return suite.at(`${url.pathname}${url.search}${url.hash}`)
  }

  // the team's digest run (the contract's admin_alerts_digest_run), from a page of the team member's
  async function runDigests(team: Page, frequency: 'daily' | 'weekly'): Promise<number> {
    const { status, body } = await team.evaluate(async (frequency) => {
      const response = await fetch('/api/admin_alerts_digest_run', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ frequency }),
      })
      return { status: response.status, body: await response.text() }
    }, frequency)
    assert.equal(status, 200, body)
    return Number(JSON.parse(body).values.sent)
  }

  async function signIn(page: Page, email: string): Promise<void> {
    const response = await page.request.post(suite.at('/graphql'), {
      data: {
        query:
          'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { userId } }',
        variables: { email, password: 'showroom-demo' },
      },
      headers: { origin: new URL(suite.site.url).origin },
    })
    assert.equal(response.status(), 200)
  }

  async function followLink(page: Page, link: string, popup: string): Promise<void> {
    // the popup shows for 3 s from the shell's start: watched for while the page loads
    await Promise.all([page.getByText(popup).waitFor(), page.goto(link)])
    const address = new URL(page.url())
    assert.equal(address.searchParams.get('alert_token'), null, 'the token leaves the address bar')
    assert.equal(address.hash, '', 'the fragment is consumed')
  }

  test('a visitor signs up from #alerts, confirms from the mail, gets a digest, switches to weekly and unsubscribes from it', () =>
    journey(async ({ page, context }) => {
      const address = `alerts-${Date.now()}@example.test`
      await openHome(page, suite.site.url, '/london/#alerts')
      const signup = page.getByRole('dialog', { name: 'Alert emails' })
      await signup.getByLabel('Email').fill(address)
      await signup.getByLabel('Daily').check()
      await signup.getByRole('button', { name: 'Sign up for alerts' }).click()
      await signup.getByText(`We’ve sent a message to ${address}.`).waitFor()

      // nothing but the confirmation goes to a pending address
      const team = await context.browser()?.newContext()
      assert.ok(team, 'a second context for the team member')
      const teamPage = await team.newPage()
      try {
        await signIn(teamPage, 'theo@showroom.test')
        await teamPage.goto(suite.at('/'), { waitUntil: 'commit' })
        await runDigests(teamPage, 'daily')
        const confirm = await linkInMail(address, 'alerts-confirmed')
        assert.deepEqual(
          (await mailsTo(address)).length,
          1,
          'only the confirmation mail reaches an unconfirmed address',
        )

        await followLink(page, confirm, 'Thank you! Your alert emails are on.')

        const beforeDigest = Date.now() - 1
        assert.ok((await runDigests(teamPage, 'daily')) >= 1, 'the daily run sends digests')
        const weekly = await linkInMail(address, 'weekly', beforeDigest)
        const unsubscribe = await linkInMail(address, 'unsub', beforeDigest)

        // a weekly run passes a daily subscriber by; after #weekly it includes them
        const mailsBefore = (await mailsTo(address)).length
        await runDigests(teamPage, 'weekly')
        assert.equal((await mailsTo(address)).length, mailsBefore, 'no weekly digest for a daily subscriber')
        await followLink(page, weekly, 'Your alert frequency has been updated.')
        await runDigests(teamPage, 'weekly')
        await until(
          async () => (await mailsTo(address)).length === mailsBefore + 1,
          'the weekly digest reaches the address once it is weekly',
        )

        await followLink(page, unsubscribe, 'You have been unsubscribed.')
      } finally {
        await team.close()
      }
    }))

  test('a link with a token the site does not know says honestly that it did not work', () =>
    journey(async ({ page, allow }) => {
      allow(/status of 400/)
      const alert = page.getByRole('alertdialog', { name: 'That link did not work' })
      await Promise.all([alert.waitFor(), page.goto(suite.at('/london/?alert_token=not-a-real-token#unsub'))])
      assert.equal(await page.getByText('You have been unsubscribed.').count(), 0)
      assert.equal(new URL(page.url()).searchParams.get('alert_token'), null)
    }))

  test('a member signs up from #alerts at once and changes and removes the alert from the profile menu', () =>
    journey(async ({ page }) => {
      await signIn(page, 'ben@showroom.test')
      await openHome(page, suite.site.url, '/new-york/#alerts')
      await waitForSession(page, 'member')
      const signup = page.getByRole('dialog', { name: 'Alert emails' })
      assert.equal(await signup.getByLabel('Email').count(), 0, 'a member uses the account address')
      await signup.getByRole('button', { name: 'Sign up for alerts' }).click()
      await signup.getByText('You’re signed up for weekly alerts for New York').waitFor()
      await signup.getByRole('button', { name: 'Manage your alerts' }).click()

      const manage = page.getByRole('dialog', { name: 'Email alerts' })
      const row = manage.getByTestId('alert-subscription').filter({ hasText: 'New York' })
      const saved = () => page.waitForResponse((r) => r.url().includes('/api/user_alerts_update') && r.ok())
      await Promise.all([saved(), row.getByRole('radio', { name: 'Daily' }).check()])
      await Promise.all([saved(), row.getByRole('radio', { name: '中文' }).check()])
      // what the server keeps, read again through the profile menu
      await page.reload()
      await waitForSession(page, 'member')
      await page.getByTestId('profile-button').click()
      await page
        .getByRole('dialog', { name: 'Your account' })
        .getByRole('button', { name: 'Email alerts' })
        .click()
      const again = page
        .getByRole('dialog', { name: 'Email alerts' })
        .getByTestId('alert-subscription')
        .filter({
          hasText: 'New York',
        })
      await until(
        async () =>
          (await again.getByRole('radio', { name: 'Daily' }).isChecked()) &&
          (await again.getByRole('radio', { name: '中文' }).isChecked()),
        'the changes were kept',
      )
      await again.getByRole('button', { name: 'Remove the New York alerts' }).click()
      await again.waitFor({ state: 'detached' })
      const list = await page.request.get(suite.at('/api/user_alerts_list'))
      const cities = (await list.json()).values.subscriptions.map((s: { city_name: string }) => s.city_name)
      assert.ok(!cities.includes('New York'), `removed for good (${cities.join(', ')})`)
    }))

  for (const locale of ['en', 'zh'] as const)
    for (const width of [1280, 375])
      test(`the alert overlays and popups at ${width} px in ${locale}`, () =>
        journey(
          async ({ page, context, allow }) => {
            // the refused link's call
            allow(/status of 400/)
            const name = (what: string) => `alerts-${what}-${locale}-${width}`
            const zh = locale === 'zh'
            await context.addCookies([{ name: 'locale', value: locale, url: suite.site.url }])
            await openHome(page, suite.site.url, '/london/#alerts')
            const signup = page.getByRole('dialog', { name: zh ? '提醒邮件' : 'Alert emails' })
            await signup.getByLabel(zh ? '电子邮箱' : 'Email').fill('not-an-address')
            await signup.getByRole('button', { name: zh ? '订阅提醒' : 'Sign up for alerts' }).click()
            await signup.locator('[data-field-error="email"]').waitFor()
            await screenshot(page, name('signup-error'), { fullPage: false })
            const serious = (await axeFindings(page)).filter(
              (f) => f.impact === 'serious' || f.impact === 'critical',
            )
            assert.deepEqual(serious, [], 'no serious accessibility findings on the signup')
            await signup.getByLabel(zh ? '电子邮箱' : 'Email').fill(`shots-${locale}-${width}@example.test`)
            await signup.getByRole('button', { name: zh ? '订阅提醒' : 'Sign up for alerts' }).click()
            await signup.getByTestId('alerts-pending').waitFor()
            await screenshot(page, name('pending'), { fullPage: false })
            const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
            assert.ok(scrollWidth <= width, `nothing overflows the page (${scrollWidth})`)

            await Promise.all([
              page.getByText(zh ? '你已退订。' : 'You have been unsubscribed.').waitFor(),
              page.goto(suite.at('/new-york/#unsub')),
            ])
            await screenshot(page, name('unsub-popup'), { fullPage: false })

            const alert = page.getByRole('alertdialog', { name: zh ? '链接无效' : 'That link did not work' })
            await Promise.all([alert.waitFor(), page.goto(suite.at('/london/?alert_token=expired#weekly'))])
            await screenshot(page, name('link-failed'), { fullPage: false })
            await alert.getByRole('button').click()

            await signIn(page, 'ava@showroom.test')
            // another path than the one the page is on: a new fragment alone would not reload it
            await page.goto(suite.at('/new-york/#alerts'))
            await waitForSession(page, 'member')
            await signup.getByRole('button', { name: zh ? '订阅提醒' : 'Sign up for alerts' }).click()
            await signup.getByTestId('alerts-subscribed').waitFor()
            await screenshot(page, name('member-subscribed'), { fullPage: false })
            await signup.getByRole('button', { name: zh ? '管理我的提醒' : 'Manage your alerts' }).click()
            const manage = page.getByRole('dialog', { name: zh ? '提醒邮件' : 'Email alerts' })
            await manage.getByTestId('alert-subscription').first().waitFor()
            await screenshot(page, name('manage'), { fullPage: false })
          },
          { width, height: width === 375 ? 800 : 900 },
        ))
})
