// component styles are plain css files that webpack injects (and jest maps away)
declare module '*.css' {}
