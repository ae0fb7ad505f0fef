import { useT } from '@showroom/i18n/react'
import type { AppProps } from 'single-spa'
import { threadSourceFromProps } from '../model/comment-source.ts'
import { CommentThread } from './CommentThread.tsx'

// the commentThread parcel: props commentType, eventId / flashSaleId / sourceType + sourceId, cityId, requireMedia
export function CommentThreadParcel(props: AppProps & Record<string, unknown>) {
  const tc = useT()
  const source = threadSourceFromProps(props)
  if (!source) {
    return (
      <p className="sr-comments__empty" role="alert">
        {tc('comments.unknownType', { type: String(props.commentType) })}
      </p>
    )
  }
  return <CommentThread source={source} requireMedia={props.requireMedia === true} />
}
