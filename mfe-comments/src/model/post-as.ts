export interface PostAsPersona {
  type: string
  id: number
  name: string
}

export const personaKey = (persona: { type: string; id: number }) => `${persona.type}:${persona.id}`

// the "Post as" choices: each identity once, in the server's order (a designer and a venue can share
// an id, so an identity is its type and id together)
export function postAsOptions<P extends PostAsPersona>(personas: readonly P[]): P[] {
  const seen = new Set<string>()
  return personas.filter((persona) => {
    const key = personaKey(persona)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
