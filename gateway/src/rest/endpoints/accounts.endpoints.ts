import { z } from 'zod'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'
import { flag, id, text } from './fields.ts'

const MAX_LOOKUP = 10
const GRAPHQL_INT_MAX = 2_147_483_647

// GraphQL Int is 32-bit: a bigger id would fail variable coercion instead of answering "not found"
const intId = () => id().pipe(z.number().max(GRAPHQL_INT_MAX, 'must be a valid id'))

// forms post empty fields as ''; they mean "no answer"
const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((value) =>
      value === '' || value === null || value === undefined ? null : (value as z.output<T>),
    )

const noInput = z.object({})

interface AuthData {
  userId: number
  userToken: string
  viewer: { isPro: boolean; isTeam: boolean; points: number }
}

const AUTH_SELECTION = 'userId userToken viewer { isPro isTeam points }'

// spec part 3, "User session": user_id, user_token, user_is_pro, user_points, user_is_team
function sessionValues(auth: AuthData) {
  return {
    user_id: auth.userId,
    user_token: auth.userToken,
    user_is_pro: auth.viewer.isPro,
    user_points: auth.viewer.points,
    user_is_team: auth.viewer.isTeam,
  }
}

const userSignup = defineEndpoint({
  name: 'user_signup',
  method: 'POST',
  auth: 'none',
  summary: 'Create an account and sign in: values user_id and user_token (also set as the session cookie).',
  input: z.object({ email: text(254), username: text(100), password: text(1000) }),
  operation: `mutation UserSignup($email: String!, $username: String!, $password: String!, $signupAction: SignupActionInput) {
    signup(email: $email, username: $username, password: $password, signupAction: $signupAction) { ${AUTH_SELECTION} }
  }`,
  variables: (input, ctx) => ({
    email: input.email,
    username: input.username,
    password: input.password,
    signupAction: ctx.pendingSignupAction,
  }),
  result: (data: { signup: AuthData }) => ({ values: sessionValues(data.signup) }),
  session: 'issue',
})

const userLogin = defineEndpoint({
  name: 'user_login',
  method: 'POST',
  auth: 'none',
  summary: 'Sign in with email and password: values user_id and user_token (also set as the session cookie).',
  input: z.object({ email: text(254), password: text(1000) }),
  operation: `mutation UserLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) { ${AUTH_SELECTION} }
  }`,
  variables: (input) => ({ email: input.email, password: input.password }),
  result: (data: { login: AuthData }) => ({ values: sessionValues(data.login) }),
  session: 'issue',
})

const userLogout = defineEndpoint({
  name: 'user_logout',
  method: 'POST',
  auth: 'optional',
  summary: 'End the current session and clear the session cookie.',
  input: noInput,
  operation: 'mutation UserLogout { logout }',
  result: () => ({ values: {} }),
  session: 'clear',
})

const userPersonaSwitch = defineEndpoint({
  name: 'user_persona_switch',
  method: 'POST',
  auth: 'required',
  summary: 'Act as another persona the user manages (or as themself again): values.persona.',
  input: z.object({ type: z.enum(['user', 'designer', 'venue']), id: intId() }),
  operation: `mutation UserPersonaSwitch($type: PersonaType!, $id: Int!) {
    switchPersona(type: $type, id: $id) { persona { type id } }
  }`,
  variables: (input) => ({ type: input.type, id: input.id }),
  result: (data: { switchPersona: { persona: { type: string; id: number } } }) => ({
    values: { persona: { type: data.switchPersona.persona.type, id: data.switchPersona.persona.id } },
  }),
})

const userProfilePromptSeen = defineEndpoint({
  name: 'user_profile_prompt_seen',
  method: 'POST',
  auth: 'required',
  summary: 'Record that the profile prompt was shown.',
  input: noInput,
  operation: 'mutation UserProfilePromptSeen { markProfilePromptSeen }',
  result: () => ({ values: {} }),
})

const userProfilePromptSave = defineEndpoint({
  name: 'user_profile_prompt_save',
  method: 'POST',
  auth: 'required',
  summary: 'Save the profile prompt: age (13-120), gender, icons built from the letters f, m, c, h.',
  input: z.object({
    age: blankAsNull(intId()),
    gender: blankAsNull(text(100)),
    icons: blankAsNull(text(10)),
  }),
  operation: `mutation UserProfilePromptSave($age: Int, $gender: String, $icons: String) {
    saveProfilePrompt(age: $age, gender: $gender, icons: $icons)
  }`,
  variables: (input) => ({ age: input.age, gender: input.gender, icons: input.icons }),
  result: () => ({ values: {} }),
})

const signupActionSet = defineEndpoint({
  name: 'signup_action_set',
  method: 'POST',
  auth: 'optional',
  summary: 'Remember what to do after signup; action_value must be a single name=value pair.',
  input: z.object({ action_type: text(100), action_value: text(1000) }),
  operation: `mutation SignupActionSet($actionType: String!, $actionValue: String!) {
    setSignupAction(actionType: $actionType, actionValue: $actionValue) { actionType actionValue }
  }`,
  variables: (input) => ({ actionType: input.action_type, actionValue: input.action_value }),
  result: (data: { setSignupAction: { actionType: string; actionValue: string } }) => ({
    values: { action_type: data.setSignupAction.actionType, action_value: data.setSignupAction.actionValue },
  }),
  remembersSignupAction: true,
})

const userCookieOptIn = defineEndpoint({
  name: 'user_cookie_opt_in',
  method: 'POST',
  auth: 'optional',
  summary: 'Record the cookie choice (opt_in, default true); stored for a signed-in user.',
  input: z.object({ opt_in: flag().optional() }),
  operation: 'mutation UserCookieOptIn($optIn: Boolean!) { setCookieOptIn(optIn: $optIn) }',
  variables: (input) => ({ optIn: input.opt_in ?? true }),
  result: () => ({ values: {} }),
})

// the notices a visitor dismisses: stored for a signed-in user, kept in cookies by the browser otherwise
const noticeRow = (name: string, summary: string, field: string) =>
  defineEndpoint({
    name,
    method: 'POST',
    auth: 'optional',
    summary,
    input: noInput,
    operation: `mutation ${name.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase())} { ${field} }`,
    result: () => ({ values: {} }),
  })

const adminLogCreate = defineEndpoint({
  name: 'admin_log_create',
  method: 'POST',
  auth: 'none',
  summary: 'Leave a note for the site admins: title (up to 200), message (up to 5000), high_priority 0/1.',
  input: z.object({ title: text(200), message: text(5000).optional(), high_priority: flag().optional() }),
  operation: `mutation AdminLogCreate($title: String!, $message: String!, $highPriority: Boolean!) {
    createAdminLog(title: $title, message: $message, highPriority: $highPriority)
  }`,
  variables: (input) => ({
    title: input.title,
    message: input.message ?? '',
    highPriority: input.high_priority ?? false,
  }),
  result: () => ({ values: {} }),
})

interface LookupData {
  lookupUsers: Array<{
    id: number
    username: string
    fullName: string
    userUrl: string | null
    profileIconUrl: string | null
    isVerified: number
    isPro: boolean
  }>
  lookupDesigners?: Array<{ id: number; name: string; slug: string; logoUrl: string | null }>
}

const userLookupByUsername = defineEndpoint({
  name: 'user_lookup_by_username',
  method: 'GET',
  auth: 'optional',
  summary:
    'Mention search: up to 10 users whose username starts with username (plus designers with include_brands); values.usernames.',
  input: z.object({
    username: text(100),
    usernames_only: flag().optional(),
    include_brands: flag().optional(),
    limit: id().optional(),
  }),
  // usernames_only answers names alone: the rest of each entry is not asked for
  operation: `query UserLookupByUsername($prefix: String!, $limit: Int!, $includeBrands: Boolean!, $entries: Boolean!) {
    lookupUsers(prefix: $prefix, limit: $limit) {
      username
      ... @include(if: $entries) { id fullName userUrl profileIconUrl isVerified isPro }
    }
    lookupDesigners(prefix: $prefix, limit: $limit) @include(if: $includeBrands) {
      slug
      ... @include(if: $entries) { id name logoUrl }
    }
  }`,
  variables: (input) => ({
    prefix: input.username.trim().replace(/^@/, ''),
    limit: lookupLimit(input.limit),
    includeBrands: input.include_brands ?? false,
    entries: !input.usernames_only,
  }),
  result: (data: LookupData, input) => {
    const limit = lookupLimit(input.limit)
    if (input.usernames_only) {
      const names = [
        ...data.lookupUsers.map((user) => user.username),
        ...(data.lookupDesigners ?? []).map((d) => d.slug),
      ]
      return { values: { usernames: names.slice(0, limit) }, step: 1 }
    }
    const users = data.lookupUsers.map((user) => ({
      id: user.id,
      username: user.username,
      full_name: user.fullName,
      user_url: user.userUrl,
      profile_icon_url: user.profileIconUrl,
      is_verified: user.isVerified,
      is_pro: user.isPro,
    }))
    const brands = (data.lookupDesigners ?? []).map((designer) => ({
      type: 'designer',
      id: designer.id,
      username: designer.slug,
      full_name: designer.name,
      profile_icon_url: designer.logoUrl,
    }))
    return { values: { usernames: [...users, ...brands].slice(0, limit) }, step: 1 }
  },
})

function lookupLimit(limit: number | undefined): number {
  return Math.min(Math.max(limit ?? MAX_LOOKUP, 1), MAX_LOOKUP)
}

export const accountsEndpoints: RestEndpoint[] = [
  userSignup,
  userLogin,
  userLogout,
  userPersonaSwitch,
  userProfilePromptSeen,
  userProfilePromptSave,
  signupActionSet,
  userCookieOptIn,
  noticeRow('user_cookie_prompt_seen', 'Record that the cookie notice was seen.', 'markCookiePromptSeen'),
  noticeRow('user_pro_dismiss', 'Record that the pro upsell was dismissed.', 'dismissProUpsell'),
  noticeRow('survey_prompt_dismissed', 'Record that the survey prompt was dismissed.', 'dismissSurveyPrompt'),
  adminLogCreate,
  userLookupByUsername,
] as RestEndpoint[]
