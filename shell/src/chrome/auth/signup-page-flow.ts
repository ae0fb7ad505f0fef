import { bus } from '@showroom/bus'
import type { SignupPrompt } from '@showroom/contracts'
import { apiCall } from '@showroom/graphql-client/fetch'
import { navigate } from '@showroom/mfe-runtime/navigate'
import { distinctUntilChanged, map, pairwise } from 'rxjs'
import { pathname$ } from '../location.ts'

export const SIGNUP_PATH = '/signup/'

// actions a visitor is sent to the signup page for (spec part 2): follow, save, going
const PAGE_ACTIONS = new Set(['follow', 'save', 'going'])
const AUTH_OVERLAYS = new Set(['signup', 'login'])

export const isSignupPath = (pathname: string) => pathname.split('/').filter(Boolean)[0] === 'signup'

const here = () => `${window.location.pathname}${window.location.search}`

let returnTo: string | null = null
let recorded: Promise<unknown> = Promise.resolve()

// signing up or in waits for the action to be on record: the gateway applies it with the session
export function whenSignupActionRecorded(): Promise<unknown> {
  return recorded
}

// where the signup page sends the visitor back to: the page they came from, else the home page
export function signupReturnPath(): string {
  return returnTo ?? '/'
}

function rememberAction(prompt: SignupPrompt): void {
  if (!prompt.action_type || !prompt.action_value || bus.isSignedIn()) return
  // the gateway keeps it in a cookie until the visitor signs up or logs in, then applies it
  recorded = apiCall('signup_action_set', {
    action_type: prompt.action_type,
    action_value: prompt.action_value,
  })
  if (PAGE_ACTIONS.has(prompt.action_type) && !isSignupPath(window.location.pathname)) navigate(SIGNUP_PATH)
}

// the signup page's flow: a follow, save or going prompt sends the visitor to /signup/ with the
// action remembered; closing the form there, or signing up or in, returns to the page they left
export function followSignupPage(): () => void {
  let previous = here()
  const visits = pathname$.subscribe((pathname) => {
    if (isSignupPath(pathname)) {
      if (!isSignupPath(previous.split('?')[0] ?? '')) returnTo = previous
    }
    previous = here()
  })
  const prompts = bus.on('signup.prompt.requested').subscribe(rememberAction)
  const closes = bus.overlay$
    .pipe(
      map((state) => state?.name ?? null),
      distinctUntilChanged(),
      pairwise(),
    )
    .subscribe(([before, after]) => {
      const leftAuthForm = before !== null && AUTH_OVERLAYS.has(before) && after === null
      if (leftAuthForm && isSignupPath(window.location.pathname)) navigate(signupReturnPath())
    })
  return () => {
    visits.unsubscribe()
    prompts.unsubscribe()
    closes.unsubscribe()
  }
}
