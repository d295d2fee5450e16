import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/** **bold** or [label](href), the only markup the legal texts use. */
const TOKEN = /(\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/g;
const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)$/;

function renderLink(label: string, href: string, key: number): ReactNode {
  // Site pages go through the router; anchors and mail addresses stay plain links.
  if (href.startsWith('/')) {
    return (
      <Link key={key} to={href}>
        {label}
      </Link>
    );
  }
  return (
    <a key={key} href={href}>
      {label}
    </a>
  );
}

/** Turns a legal text line into React nodes. Text is data we write, never user input. */
export function renderInline(text: string): ReactNode {
  const parts = text.split(TOKEN).filter(Boolean);
  return parts.map((part, i) => {
    if (part.startsWith('**') && part.endsWith('**')) return <strong key={i}>{part.slice(2, -2)}</strong>;
    const link = LINK.exec(part);
    if (link) return renderLink(link[1]!, link[2]!, i);
    return <Fragment key={i}>{part}</Fragment>;
  });
}
