// for tests and tools: the web builds compile every gql`...` to its document and replace this module
// (@showroom/mfe-build's gql loader), so the GraphQL parser never reaches the browser
export { gql } from '@apollo/client/core'
