/**
 * Legal texts as data: one renderer (components/LegalDocument.tsx) lays out every document.
 * Inline text may carry **bold** (clauses the law asks us to make prominent) and [label](href)
 * links; href is a site path (/privacy), an in-page anchor (#cookies) or a mailto: address.
 */

export type LegalBlock =
  /** A paragraph. */
  | string
  | { list: readonly string[]; ordered?: boolean }
  | { table: LegalTable }
  /** A sub-heading inside a section (h3). */
  | { subheading: string }
  /** A highlighted paragraph (key notices). */
  | { notice: string };

interface LegalTable {
  /** Describes the table for screen readers and as its visible caption. */
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
}

interface LegalSection {
  /** Anchor id: stable, lower-case, URL-friendly (/privacy#cookies). */
  id: string;
  /** Without the number: the renderer adds 一、二、… */
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentData {
  /** Also the route title (document title). */
  title: string;
  /** Meta description. */
  summary: string;
  /** ISO dates (YYYY-MM-DD). */
  updated: string;
  effective: string;
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
}
