import type { MentionEntry } from '../api/comments-api.ts'

export function MentionList({
  id,
  label,
  entries,
  active,
  onPick,
}: {
  id: string
  label: string
  entries: MentionEntry[]
  active: number
  onPick: (entry: MentionEntry) => void
}) {
  if (entries.length === 0) return null
  return (
    <div id={id} className="sr-composer__mentions" role="listbox" aria-label={label}>
      {entries.map((entry, index) => (
        <div
          key={`${entry.type ?? 'user'}-${entry.id}`}
          id={`${id}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className="sr-composer__mention"
          // mousedown keeps the focus in the textarea
          onMouseDown={(event) => {
            event.preventDefault()
            onPick(entry)
          }}
        >
          <span className="sr-composer__mention-name">@{entry.username}</span>
          <span className="sr-composer__mention-full">{entry.full_name}</span>
        </div>
      ))}
    </div>
  )
}
