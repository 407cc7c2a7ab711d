import type { ReactNode } from 'react'

type Props = { title: string; headingId: string; link: ReactNode; children: ReactNode }

/** A summary tile on the information-centre home: a heading, a few rows, the way to the full page. */
export function HomeTile({ title, headingId, link, children }: Props) {
  return (
    <section className="home-tile" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
      <p className="home-tile__more">{link}</p>
    </section>
  )
}
