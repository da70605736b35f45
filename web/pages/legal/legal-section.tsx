// One legal document: a titled, dated article that the table of contents links to.
import type { ReactNode } from 'react';
import * as styles from './legal.css.js';

export function LegalDocument({
  id,
  title,
  updated,
  children,
}: {
  id: string;
  title: string;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <article id={id} className={styles.document} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.documentTitle}>
        {title}
      </h2>
      {updated ? <p className={styles.updated}>Last updated: {updated}</p> : null}
      {children}
    </article>
  );
}

export function LegalHeading({ children }: { children: ReactNode }) {
  return <h3 className={styles.heading}>{children}</h3>;
}

export function LegalText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
