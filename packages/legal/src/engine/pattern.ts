/**
 * A pattern that matches a text naming both things, in either order ("ICE" and "my door"): for
 * situations that are one question only when two kinds of words meet.
 */
export function both(first: string, second: string, flags = 'i'): RegExp {
  return new RegExp(String.raw`^(?=[\s\S]*${first})(?=[\s\S]*${second})`, flags);
}
