import type { GraphQLResolverMap } from '@apollo/subgraph'
import {
  createBatchLoader,
  type PersonaType,
  perRequest,
  type RequestContext,
  type Viewer,
} from '@showroom/platform'
import { clampLookupLimit, isTrusted, parseLookupPrefix } from './accounts.rules.ts'
import { type AccountsPubSub, type SessionChange, sessionTopic } from './accounts.deps.ts'
import type { AccountsCore } from './accounts.service.ts'
import type { PersonaOption, UserRecord } from './accounts.types.ts'

const ANONYMOUS = 'Anonymous'

// a user as GraphQL sees it; `selfOf` marks users reached through a viewer (login answers have no viewer yet)
type UserParent = UserRecord & { selfOf?: number }

function anonymousUser(id: number): UserRecord {
  return {
    id,
    email: '',
    username: ANONYMOUS,
    userUrl: '',
    fullName: ANONYMOUS,
    profileIconUrl: null,
    roles: [],
    isPro: false,
    isTeam: false,
    vipLevel: 0,
    isVerified: 0,
    points: 0,
    isDeleted: true,
    createdAt: new Date(0),
  }
}

const shown = <T>(user: UserRecord, value: T, hidden: T): T => (user.isDeleted ? hidden : value)

export function createResolvers(
  core: AccountsCore,
  pubsub: AccountsPubSub,
): GraphQLResolverMap<RequestContext> {
  const userLoader = perRequest<RequestContext, (id: number) => Promise<UserRecord | null>>(() =>
    createBatchLoader(async (ids: readonly number[]) => {
      const users = await core.usersByIds(ids)
      return new Map(users.map((user) => [user.id, user]))
    }),
  )

  const loadUser = (ctx: RequestContext, id: number) => userLoader(ctx)(id)

  return {
    Query: {
      viewer: (_: unknown, __: unknown, ctx: RequestContext) => ctx.viewer ?? null,
      sessionViewer: (_: unknown, __: unknown, ctx: RequestContext) => core.resolveSession(ctx.authToken),
      user: (_: unknown, args: { id: number }, ctx: RequestContext) => loadUser(ctx, args.id),
      userByUsername: (_: unknown, args: { username: string }) => core.userByUsername(args.username),
      lookupUsers: (_: unknown, args: { prefix: string; limit?: number | null }) =>
        core.lookupUsers(parseLookupPrefix(args.prefix), clampLookupLimit(args.limit)),
    },

    Mutation: {
      signup: (
        _: unknown,
        args: {
          email: string
          username: string
          password: string
          signupAction?: { actionType: string; actionValue: string } | null
        },
        ctx: RequestContext,
      ) => core.signup(args, ctx),
      login: (_: unknown, args: { email: string; password: string }, ctx: RequestContext) =>
        core.login(args, ctx),
      logout: (_: unknown, __: unknown, ctx: RequestContext) => core.logout(ctx),
      switchPersona: (_: unknown, args: { type: PersonaType; id: number }, ctx: RequestContext) =>
        core.switchPersona(ctx, { type: args.type, id: args.id }),
      markProfilePromptSeen: (_: unknown, __: unknown, ctx: RequestContext) =>
        core.markProfilePromptSeen(ctx),
      saveProfilePrompt: (
        _: unknown,
        args: { age?: number | null; gender?: string | null; icons?: string | null },
        ctx: RequestContext,
      ) => core.saveProfilePrompt(ctx, args),
      setSignupAction: (_: unknown, args: { actionType: string; actionValue: string }, ctx: RequestContext) =>
        core.setSignupAction(ctx, args),
      setCookieOptIn: (_: unknown, args: { optIn: boolean }, ctx: RequestContext) =>
        core.setCookieOptIn(ctx, args.optIn),
      markCookiePromptSeen: (_: unknown, __: unknown, ctx: RequestContext) =>
        core.markPrompt(ctx, 'cookiePromptSeen'),
      dismissProUpsell: (_: unknown, __: unknown, ctx: RequestContext) =>
        core.markPrompt(ctx, 'proUpsellDismissed'),
      dismissSurveyPrompt: (_: unknown, __: unknown, ctx: RequestContext) =>
        core.markPrompt(ctx, 'surveyPromptDismissed'),
      createAdminLog: (
        _: unknown,
        args: { title: string; message: string; highPriority: boolean },
        ctx: RequestContext,
      ) => core.createAdminLog(ctx, args),
    },

    Subscription: {
      sessionChanged: {
        subscribe: (_: unknown, __: unknown, ctx: RequestContext) =>
          pubsub.subscribe(sessionTopic(core.requireViewer(ctx).userId)),
        resolve: (payload: SessionChange) => payload,
      },
    },

    AuthPayload: {
      userToken: (auth: { token: string }) => auth.token,
    },

    Viewer: {
      user: async (viewer: Viewer, _: unknown, ctx: RequestContext): Promise<UserParent> => {
        const user = (await loadUser(ctx, viewer.userId)) ?? anonymousUser(viewer.userId)
        return { ...user, selfOf: viewer.userId }
      },
      personas: async (viewer: Viewer, _: unknown, ctx: RequestContext) =>
        core.personasOf(viewer, await loadUser(ctx, viewer.userId)),
      isTrusted: (viewer: Viewer) => isTrusted(viewer),
      prompts: async (viewer: Viewer) => {
        const prompts = await core.promptsOf(viewer)
        return { ...prompts, proUpsellDismissedAt: prompts.proUpsellDismissedAt?.toISOString() ?? null }
      },
    },

    ViewerPersona: {
      designer: (persona: PersonaOption) => (persona.type === 'designer' ? { id: persona.id } : null),
      venue: (persona: PersonaOption) => (persona.type === 'venue' ? { id: persona.id } : null),
    },

    User: {
      // other subgraphs hold user ids of accounts that may be gone: those show as Anonymous
      __resolveReference: async (reference: { id: number }, ctx: RequestContext) =>
        (await loadUser(ctx, reference.id)) ?? anonymousUser(reference.id),
      username: (user: UserParent) => shown(user, user.username, ANONYMOUS),
      fullName: (user: UserParent) => shown(user, user.fullName, ANONYMOUS),
      userUrl: (user: UserParent) => shown(user, user.userUrl, null),
      url: (user: UserParent) => shown(user, `/user/${user.userUrl}`, null),
      profileIconUrl: (user: UserParent) => shown(user, user.profileIconUrl, null),
      profileIconMode: (user: UserParent) => (!user.isDeleted && user.profileIconUrl ? 'image' : 'initials'),
      isTeam: (user: UserParent) => shown(user, user.isTeam, false),
      vipLevel: (user: UserParent) => shown(user, user.vipLevel, 0),
      isPro: (user: UserParent) => shown(user, user.isPro, false),
      isVerified: (user: UserParent) => shown(user, user.isVerified, 0),
      verified: (user: UserParent) => shown(user, user.isVerified === 2, false),
      points: (user: UserParent) => shown(user, user.points, 0),
      isUserSelf: (user: UserParent, _: unknown, ctx: RequestContext) =>
        user.selfOf === user.id || ctx.viewer?.userId === user.id,
    },
  }
}
