import { bus } from '@showroom/bus'
import { COOKIES, type CookieSpec, type Session } from '@showroom/contracts'
import { apiCall } from '@showroom/graphql-client/fetch'
import type { MessageKey } from '@showroom/i18n'
import { navigate } from '../navigation.ts'
import type { Viewer } from '../../session/viewer.graphql.ts'

export interface NoticeContext {
  session: Session | null
  viewer: Viewer | null
  isMobile: boolean
}

export interface NoticeSpec {
  key: 'signup' | 'competition' | 'app' | 'emails' | 'pro' | 'survey' | 'app-banner'
  revealed: CookieSpec | null
  hidden: CookieSpec
  message: MessageKey
  // a shell message key for the call to action, and what it does
  action: { label: string; run: () => void } | null
  eligible(context: NoticeContext): boolean
  // posted when dismissed, so a member's choice follows them to other devices
  dismissCall: string | null
}

// where the competition, the survey and the app live; none exists yet, so those notices stay off
// until a deploy sets a destination here
const DESTINATIONS = { competition: null, survey: null, app: null } as Record<string, string | null>

const HALF_DAY_MS = 12 * 60 * 60 * 1000

function proDismissedRecently(viewer: Viewer | null, now = Date.now()): boolean {
  const at = viewer?.prompts.proUpsellDismissedAt
  return Boolean(at && now - Date.parse(at) < HALF_DAY_MS)
}

const openDestination = (key: string) => () => {
  const url = DESTINATIONS[key]
  if (url) window.open(url, '_blank', 'noopener')
}

// the bottom notices of spec part 2, in the order they are offered; one shows at a time
export const NOTICES: readonly NoticeSpec[] = [
  {
    key: 'signup',
    revealed: COOKIES.signupRevealed,
    hidden: COOKIES.signupHidden,
    message: 'notices.signup',
    action: { label: 'notices.signupAction', run: () => bus.requestSignup({ reason: 'notice' }) },
    eligible: ({ session }) => !session,
    dismissCall: null,
  },
  {
    key: 'pro',
    revealed: COOKIES.proNoticeRevealed,
    hidden: COOKIES.proNoticeHidden,
    message: 'notices.pro',
    action: { label: 'notices.proAction', run: () => navigate('/pro-purchase/') },
    eligible: ({ session, viewer }) =>
      Boolean(session && !session.user_is_pro && !proDismissedRecently(viewer)),
    dismissCall: 'user_pro_dismiss',
  },
  {
    key: 'emails',
    revealed: COOKIES.emailsNoticeRevealed,
    hidden: COOKIES.emailsNoticeHidden,
    message: 'notices.emails',
    action: { label: 'notices.emailsAction', run: () => bus.openOverlay('alerts-signup') },
    eligible: ({ session }) => !session,
    dismissCall: null,
  },
  {
    key: 'competition',
    revealed: COOKIES.competitionRevealed,
    hidden: COOKIES.competitionHidden,
    message: 'notices.competition',
    action: { label: 'notices.learnMore', run: openDestination('competition') },
    eligible: () => Boolean(DESTINATIONS.competition),
    dismissCall: null,
  },
  {
    key: 'survey',
    revealed: null,
    hidden: COOKIES.surveyHidden,
    message: 'notices.survey',
    action: { label: 'notices.learnMore', run: openDestination('survey') },
    eligible: ({ viewer }) => Boolean(DESTINATIONS.survey) && !viewer?.prompts.surveyPromptDismissed,
    dismissCall: 'survey_prompt_dismissed',
  },
  {
    key: 'app',
    revealed: COOKIES.appNoticeRevealed,
    hidden: COOKIES.appNoticeHidden,
    message: 'notices.app',
    action: { label: 'notices.learnMore', run: openDestination('app') },
    eligible: ({ isMobile }) => Boolean(DESTINATIONS.app) && !isMobile,
    dismissCall: null,
  },
  {
    key: 'app-banner',
    revealed: null,
    hidden: COOKIES.appBannerHidden,
    message: 'notices.appBanner',
    action: { label: 'notices.learnMore', run: openDestination('app') },
    eligible: ({ isMobile }) => Boolean(DESTINATIONS.app) && isMobile,
    dismissCall: null,
  },
]

export function postNoticeCall(name: string | null, payload: Record<string, unknown> = {}): void {
  if (name) void apiCall(name, payload)
}
