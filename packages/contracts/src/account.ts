export const PROFILE_ICON_LETTERS = ['f', 'm', 'c', 'h'] as const

export type ProfileIconLetter = (typeof PROFILE_ICON_LETTERS)[number]

export interface ProfilePrompt {
  age: number | null
  gender: string
  // letters from PROFILE_ICON_LETTERS, e.g. 'fc'
  icons: string
}

// action_value is a single name=value pair
export interface SignupAction {
  action_type: string
  action_value: string
}

export interface NewsSavePayload {
  user_id: number
  user_token: string
  news_id: number
}

export interface SearchSuggestions {
  suggestions: string[]
}
