import { useT } from '@showroom/i18n'
import type { AppProps } from 'single-spa'
import { commentsApi } from '../api/comments-api.ts'
import { threadSourceFromProps } from '../model/comment-source.ts'
import type { ThreadComment } from '../model/types.ts'
import { Composer } from './Composer.tsx'
import '../comments.css'

// the commentComposer parcel: the universal composer on its own (e.g. a feed's "share something");
// onPosted(comment) in the props hears about each new comment
export function CommentComposerParcel(props: AppProps & Record<string, unknown>) {
  const tc = useT()
  const source = threadSourceFromProps(props)
  if (!source) {
    return (
      <p className="sr-comments__empty" role="alert">
        {tc('comments.unknownType', { type: String(props.commentType) })}
      </p>
    )
  }
  const onPosted =
    typeof props.onPosted === 'function' ? (props.onPosted as (c: ThreadComment) => void) : undefined
  return (
    <Composer
      source={source}
      requireMedia={props.requireMedia === true}
      onPosted={onPosted}
      onPost={async (input) => {
        const result = await commentsApi.create(source, input)
        return result.valid
          ? { ok: true, comment: result.envelope.values.comment }
          : { ok: false, message: result.message }
      }}
    />
  )
}
