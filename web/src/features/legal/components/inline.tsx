import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { inlineParts } from '@zaowu/shared/legal/inline';

/** Turns a legal text line into React nodes. Text is data we write, never user input. */
export function renderInline(text: string): ReactNode {
  return inlineParts(text).map((part, i) => {
    if (part.kind === 'strong') return <strong key={i}>{part.text}</strong>;
    if (part.kind === 'text') return <Fragment key={i}>{part.text}</Fragment>;
    // Site pages go through the router; anchors and mail addresses stay plain links.
    return part.href.startsWith('/') ? (
      <Link key={i} to={part.href}>
        {part.text}
      </Link>
    ) : (
      <a key={i} href={part.href}>
        {part.text}
      </a>
    );
  });
}
