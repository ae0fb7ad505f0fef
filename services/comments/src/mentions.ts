// spec part 5: a mention is @ followed by word characters
const MENTION = /(^|[^\w@])@(\w+)/g
const MAX_MENTIONS = 20

// the distinct usernames a comment mentions, first spelling kept, in order of appearance
export function parseMentions(text: string): string[] {
  const seen = new Map<string, string>()
  for (const match of text.matchAll(MENTION)) {
    const username = match[2] as string
    const key = username.toLowerCase()
    if (!seen.has(key)) seen.set(key, username)
    if (seen.size >= MAX_MENTIONS) break
  }
  return [...seen.values()]
}

export const mentionPattern = () => new RegExp(MENTION.source, 'g')
