// a round picture, or the name's first letter on a muted disc when there is none
export function Avatar({ url, name, size }: { url: string | null | undefined; name: string; size: number }) {
  const style = { inlineSize: size, blockSize: size }
  if (url) return <img className="sr-chat-avatar" src={url} alt="" width={size} height={size} style={style} />
  return (
    <span className="sr-chat-avatar sr-chat-avatar--initial" style={style} aria-hidden="true">
      {(name.trim() || '?').slice(0, 1).toUpperCase()}
    </span>
  )
}
