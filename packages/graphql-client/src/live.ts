// '@showroom/graphql-client/live': the page's one GraphQL WebSocket for modules that push live data
// without Apollo (chat, the notifications bell)
export {
  createLiveConnection,
  type LiveConnection,
  type LiveSink,
  type LiveStatus,
  webSocketUrl,
} from './live-connection.ts'
export { endPageLiveConnection, pageLiveConnection } from './page-live.ts'
