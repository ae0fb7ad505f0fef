import { useT } from '@showroom/i18n/react'
import type { AppProps } from 'single-spa'
import { commentsApi } from '../api/comments-api.ts'
import { threadSourceFromProps } from '../model/comment-source.ts'
import type { ThreadComment } from '../model/types.ts'
import type { UploadContext } from '../model/upload-files.ts'
import { Composer } from './Composer.tsx'
import '../comments.css'

// the commentComposer parcel: the composer on its own (a feed's "share something"). Props:
// commentType (universal when only sourceType is given), sourceType, sourceId, cityId, requireMedia,
// context ('uploader' unless told 'composer'), onPosted(comment). sourceType 'gossip' with sourceId 0
// starts a new gossip topic: the composer asks for its title and city.
export function CommentComposerParcel(props: AppProps & Record<string, unknown>) {
  const tc = useT()
  const commentType = props.commentType ?? (typeof props.sourceType === 'string' ? 'universal' : undefined)
  const source = threadSourceFromProps({ ...props, commentType }, { allowNewTopic: true })
  if (!source) {
    return (
      <p className="sr-comments__empty" role="alert">
        {tc('comments.unknownType', { type: String(commentType) })}
      </p>
    )
  }
  const onPosted =
    typeof props.onPosted === 'function' ? (props.onPosted as (c: ThreadComment) => void) : undefined
  const context: UploadContext = props.context === 'composer' ? 'composer' : 'uploader'
  return (
    <Composer
      source={source}
      context={context}
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
