import { registerMessages } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'

registerMessages(NS, {
  en: {
    lookbook: {
      label: 'Lookbook',
      close: 'Close lookbook',
      previous: 'Previous look',
      next: 'Next look',
      counter: '{{current}} of {{total}}',
      loading: 'Loading the lookbook…',
      loadFailed: 'We could not load this lookbook. Please try again.',
      notFound: 'This lookbook could not be found.',
      empty: 'This lookbook has no photos yet.',
      photo: 'Look {{number}}',
    },
  },
  zh: {
    lookbook: {
      label: '造型册',
      close: '关闭造型册',
      previous: '上一个造型',
      next: '下一个造型',
      counter: '第 {{current}} / {{total}} 张',
      loading: '正在加载造型册…',
      loadFailed: '无法加载此造型册，请重试。',
      notFound: '找不到这个造型册。',
      empty: '这个造型册还没有照片。',
      photo: '造型 {{number}}',
    },
  },
})
