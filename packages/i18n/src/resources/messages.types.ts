import type { en } from './en.ts'

export type Messages = typeof en

// Chinese has every message; its one plural form is `_other`, so the English `_one` keys have no twin
export type ChineseMessages<T = Messages> = {
  [K in keyof T as K extends `${string}_one` ? never : K]: T[K] extends string
    ? string
    : ChineseMessages<T[K]>
}

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

// plural forms are looked up by their base key with a count: t('basket.items', { count })
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K

export type MessageKey = WithoutPluralSuffix<Leaves<Messages>>
