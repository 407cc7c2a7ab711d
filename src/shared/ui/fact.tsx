import type { ReactNode } from 'react'

/** One term and its value inside a `<dl>`: a part's weight, what it replaces, its OE number. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  )
}
