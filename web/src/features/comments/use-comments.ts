/**
 * The comment section's state that is not the list itself: which page and sort the URL asks for, the
 * comment to bring into view (a link's, or one just posted), the open reply box and its drafts, and
 * the focus after a deletion.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { WorkComment } from '@zaowu/shared';
import { commentAnchor, type CommentSort } from './api.ts';
import { commentParamsOf, commentSearch } from './search.ts';

/** The list the URL asks for (sort, page, the linked comment), and `show` to change sort and page. */
export function useCommentParams() {
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const params = commentParamsOf(search, location.hash);
  /** A history entry without the hash (the list is no longer the linked one's); the scroll stays. */
  const show = (sort: CommentSort, page: number) => {
    if (sort === params.sort && page === params.page && params.around === null) return;
    setSearch(commentSearch(search, sort, page), { preventScrollReset: true });
  };
  /** The reader was sent to the section itself (a `#comments` link). */
  const linkedToSection = location.hash === '#comments';
  return { params, show, locationKey: location.key, linkedToSection };
}

interface FocusRequest {
  id: number;
  /** A new request for the same comment scrolls again. */
  seq: number;
}

/**
 * The comment to bring into view once its page is shown (`settled`), scrolled to and focused once per
 * request, and the one highlighted. A new link to a comment while this page is open (a notification
 * clicked from the header) asks again.
 */
export function useFocusedComment(
  linked: number | null,
  locationKey: string,
  settled: boolean,
  data: unknown,
) {
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(
    linked === null ? null : { id: linked, seq: 1 },
  );
  const [highlight, setHighlight] = useState<number | null>(linked);
  const [seenKey, setSeenKey] = useState(locationKey);
  if (seenKey !== locationKey) {
    setSeenKey(locationKey);
    if (linked !== null) {
      setFocusRequest((r) => ({ id: linked, seq: (r?.seq ?? 0) + 1 }));
      setHighlight(linked);
    }
  }

  // Scroll to the comment asked for once its page is on screen (its thread opened), once per request;
  // a page still on its way (the URL changed, the list not yet) does not use the request up.
  const handledFocus = useRef(0);
  useEffect(() => {
    if (!focusRequest || handledFocus.current === focusRequest.seq || !settled) return;
    const el = document.getElementById(commentAnchor(focusRequest.id));
    if (!el) return;
    handledFocus.current = focusRequest.seq;
    el.scrollIntoView?.({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [focusRequest, settled, data]);

  const focus = (id: number) => {
    setHighlight(id);
    setFocusRequest((r) => ({ id, seq: (r?.seq ?? 0) + 1 }));
  };
  return { highlight, focus };
}

export interface ReplyTarget {
  threadId: number;
  to: WorkComment;
}

/** The one reply box open (at most), what was typed in each, and the threads opened past 展开. */
export function useReplies() {
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  return {
    replyTo,
    /** The reply box under `to`, or closed if it is already there. */
    toggleReply: (threadId: number, to: WorkComment) =>
      setReplyTo((cur) => (cur?.to.id === to.id ? null : { threadId, to })),
    close: () => setReplyTo(null),
    draft: (id: number) => drafts[id] ?? '',
    setDraft: (id: number, v: string) => setDrafts((d) => ({ ...d, [id]: v })),
    expanded: (threadId: number) => expanded.has(threadId),
    setExpanded: (threadId: number, open: boolean) =>
      setExpanded((s) => {
        const next = new Set(s);
        if (open) next.add(threadId);
        else next.delete(threadId);
        return next;
      }),
    /** A reply went: its draft goes, the box closes and its thread stays open to show it. */
    sent: (target: ReplyTarget) => {
      setDrafts(({ [target.to.id]: _sent, ...rest }) => rest);
      setReplyTo(null);
      setExpanded((s) => new Set(s).add(target.threadId));
    },
  };
}

export type Replies = ReturnType<typeof useReplies>;

/**
 * After a deletion the button that opened the dialog is gone: focus goes to the heading, after the
 * dialog has tried to give it back. The answer asks for that.
 */
export function useRefocusLater(ref: RefObject<HTMLElement | null>) {
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus === 0) return;
    const timer = window.setTimeout(() => ref.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [refocus, ref]);
  return () => setRefocus((n) => n + 1);
}
