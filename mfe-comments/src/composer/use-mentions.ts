import { useEffect, useState } from 'react'
import { commentsApi, type MentionEntry } from '../api/comments-api.ts'
import { limitSuggestions, type MentionQuery } from '../model/mentions.ts'

const DEBOUNCE_MS = 150

// usernames for the mention being typed (GET user_lookup_by_username), at most 10
export function useMentionSuggestions(query: MentionQuery | null): MentionEntry[] {
  const [entries, setEntries] = useState<MentionEntry[]>([])
  const term = query?.term ?? ''
  useEffect(() => {
    if (!term) {
      setEntries([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      void commentsApi.lookupUsernames(term, controller.signal).then((result) => {
        if (controller.signal.aborted) return
        const list = result.valid ? result.envelope.values.usernames : []
        setEntries(limitSuggestions(Array.isArray(list) ? list : []))
      })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [term])
  return entries
}
