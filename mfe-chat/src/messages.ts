import { registerMessages } from '@showroom/mfe-runtime'

export const NS = 'mfe-chat'

// the module's own words; the spec's messages ('Sorry - please try later', the empty chat, the
// upload limits) come from the shared catalogue in @showroom/i18n
registerMessages(NS, {
  en: {
    header: {
      button: 'Chats',
      buttonUnread_one: 'Chats, {{count}} unread message',
      buttonUnread_other: 'Chats, {{count}} unread messages',
    },
    list: {
      loading: 'Loading your chats…',
      emptyHint: "Message a member, designer or venue from their page and you'll find the chat here.",
      open: 'Chat with {{name}}',
      unread_one: '{{count}} unread message',
      unread_other: '{{count}} unread messages',
      noMessages: 'No messages yet',
    },
    chat: {
      title: 'Chat',
      loading: 'Loading messages…',
      allChats: 'All chats',
      olderLoading: 'Loading older messages…',
      newMessages: 'New messages',
      messages: 'Messages',
      you: 'You',
      from: 'Message from {{name}}',
      yours: 'Your message',
      photo: 'Photo from {{name}}',
      videoPending: 'This video is being prepared.',
      messageLabel: 'Message {{name}}',
    },
    composer: {
      addMedia: 'Add a photo or video',
      uploadProgress: 'Uploading {{name}}',
      uploaded: 'Uploaded {{name}}',
      removeFile: 'Remove {{name}}',
      cancelUpload: 'Cancel upload of {{name}}',
      hint: 'Enter to send, Shift+Enter for a new line',
    },
    page: {
      title: 'Chat',
      guest: 'Sign in to chat with members, designers and venues.',
      signIn: 'Sign in to chat',
      badLink: 'This chat link is not complete.',
      back: 'Back',
    },
  },
  zh: {
    header: {
      button: '聊天',
      buttonUnread_other: '聊天，{{count}} 条未读消息',
    },
    list: {
      loading: '正在加载你的聊天…',
      emptyHint: '在会员、设计师或场地的页面上发消息，聊天就会出现在这里。',
      open: '与{{name}}聊天',
      unread_other: '{{count}} 条未读消息',
      noMessages: '还没有消息',
    },
    chat: {
      title: '聊天',
      loading: '正在加载消息…',
      allChats: '全部聊天',
      olderLoading: '正在加载更早的消息…',
      newMessages: '新消息',
      messages: '消息',
      you: '你',
      from: '来自{{name}}的消息',
      yours: '你的消息',
      photo: '{{name}}发送的照片',
      videoPending: '视频处理中。',
      messageLabel: '给{{name}}发消息',
    },
    composer: {
      addMedia: '添加照片或视频',
      uploadProgress: '正在上传 {{name}}',
      uploaded: '已上传 {{name}}',
      removeFile: '移除 {{name}}',
      cancelUpload: '取消上传 {{name}}',
      hint: '按 Enter 发送，Shift+Enter 换行',
    },
    page: {
      title: '聊天',
      guest: '登录后即可与会员、设计师和场地聊天。',
      signIn: '登录后聊天',
      badLink: '这个聊天链接不完整。',
      back: '返回',
    },
  },
})
