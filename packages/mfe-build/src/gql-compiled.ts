// what the web builds get instead of @showroom/graphql-client's gql: gql.loader.ts compiles every gql`...`
export function gql(): never {
  throw new Error('a gql template reached the browser uncompiled (see @showroom/mfe-build gql.loader.ts)')
}
