// the page's one GraphQL WebSocket, shared by chat (the header count, the list and the open chat)
// and the notifications bell, lives in @showroom/graphql-client: a signed-in page opens one socket
export { endPageLiveConnection, pageLiveConnection } from '@showroom/graphql-client/live'
