// plain strings: the chrome sends them with graphqlRequest, before Apollo has loaded

export interface ViewerPersona {
  type: string
  id: number
  name: string
  iconUrl: string | null
}

export interface Viewer {
  user: {
    id: number
    username: string
    fullName: string
    userUrl: string | null
    profileIconUrl: string | null
    isTeam: boolean
    vipLevel: number
    isPro: boolean
    isVerified: number
  }
  persona: { type: string; id: number }
  personas: ViewerPersona[]
  roles: string[]
  isPro: boolean
  isTeam: boolean
  points: number
  isTrusted: boolean
  prompts: {
    cookieOptIn: boolean | null
    cookiePromptSeen: boolean
    proUpsellDismissedAt: string | null
    surveyPromptDismissed: boolean
  }
}

export const VIEWER_QUERY = /* GraphQL */ `
  query ShellViewer {
    viewer {
      user {
        id
        username
        fullName
        userUrl
        profileIconUrl
        isTeam
        vipLevel
        isPro
        isVerified
      }
      persona {
        type
        id
      }
      personas {
        type
        id
        name
        iconUrl
      }
      roles
      isPro
      isTeam
      points
      isTrusted
      prompts {
        cookieOptIn
        cookiePromptSeen
        proUpsellDismissedAt
        surveyPromptDismissed
      }
    }
  }
`

export const LOGIN_MUTATION = /* GraphQL */ `
  mutation ShellLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      userId
    }
  }
`

export const SIGNUP_MUTATION = /* GraphQL */ `
  mutation ShellSignup($email: String!, $username: String!, $password: String!) {
    signup(email: $email, username: $username, password: $password) {
      userId
    }
  }
`

export const LOGOUT_MUTATION = /* GraphQL */ `
  mutation ShellLogout {
    logout
  }
`
