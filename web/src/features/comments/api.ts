/**
 * A work's comments: the list (newest or hottest first, page by page, or the page holding one comment),
 * posting a comment or a reply, liking and deleting. The work's comment count (header and list) follows
 * every change at once.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  endpoints,
  firstPaintKeys,
  type CommentPage,
  type CommentThread,
  type LikeResult,
  type WorkComment,
  type WorkDetail,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { toastFailure } from '../../lib/errors.ts';

export type CommentSort = 'latest' | 'hot';
const COMMENTS_PER_PAGE = 10;

export interface CommentListParams {
  sort: CommentSort;
  page: number;
  /** The comment to open at (a link to #comment-{id}): the server answers the page holding it. */
  around: number | null;
}

export const commentKeys = {
  all: ['comments'] as const,
  work: (workId: number) => ['comments', workId] as const,
  list: (workId: number, params: CommentListParams) => ['comments', workId, params] as const,
  like: (commentId: number) => ['comments', 'like', commentId] as const,
};

export const commentAnchor = (id: number) => `comment-${id}`;

export const commentsQuery = (workId: number, params: CommentListParams) =>
  queryOptions({
    queryKey: commentKeys.list(workId, params),
    // silent: the section shows its own error state with a retry.
    queryFn: () =>
      call(
        endpoints.comment.lists,
        {
          work_id: workId,
          sort: params.sort,
          per_page: COMMENTS_PER_PAGE,
          ...(params.around === null ? { page: params.page } : { around: params.around }),
        },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
    // Liked flags follow the member: a login invalidates every query, so the list is fetched again.
    meta: { public: true },
  });

function setWorkCount(queryClient: QueryClient, workId: number, comments: number) {
  queryClient.setQueryData<WorkDetail>(firstPaintKeys.work(workId), (old) =>
    old ? { ...old, comments } : old,
  );
  queryClient.setQueriesData<CommentPage>({ queryKey: commentKeys.work(workId) }, (old) =>
    old ? { ...old, comments } : old,
  );
}

/** Every cached page of the work's comments, with `edit` applied to each comment (top-level or reply). */
function editComments(queryClient: QueryClient, workId: number, edit: (c: WorkComment) => WorkComment): void {
  queryClient.setQueriesData<CommentPage>({ queryKey: commentKeys.work(workId) }, (old) =>
    old
      ? {
          ...old,
          data: old.data.map((t): CommentThread => ({
            ...t,
            ...edit(t),
            replies: t.replies.map((r) => edit(r)),
          })),
        }
      : old,
  );
}

export interface PostCommentInput {
  content: string;
  /** A reply: the comment answered. */
  parentId?: number;
}

export function usePostComment(workId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // silent: the box shows the server's message in place and keeps what was typed.
    mutationFn: ({ content, parentId }: PostCommentInput) =>
      call(
        endpoints.comment.add,
        { work_id: workId, content, ...(parentId === undefined ? {} : { parent_id: parentId }) },
        { silent: true },
      ),
    onSuccess: (result) => setWorkCount(queryClient, workId, result.comments),
    meta: { invalidates: [commentKeys.work(workId)], awaitsInvalidation: true },
  });
}

/**
 * 点赞 a comment: a toggle on the server. The heart and the count flip at once; the server's answer is
 * the truth once the last click of a quick series has been answered (clicks run one after another).
 */
export function useToggleCommentLike(workId: number, commentId: number) {
  const queryClient = useQueryClient();
  const mutationKey = commentKeys.like(commentId);
  const apply = (result: LikeResult) =>
    editComments(queryClient, workId, (c) => (c.id === commentId ? { ...c, ...result } : c));
  return useMutation({
    mutationKey,
    scope: { id: `comment-like-${commentId}` },
    mutationFn: () => call(endpoints.comment.like, { id: commentId }, { silent: true }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: commentKeys.work(workId) });
      const context: { before: LikeResult | null } = { before: null };
      editComments(queryClient, workId, (c) => {
        if (c.id !== commentId) return c;
        context.before ??= { liked: c.liked, likes: c.likes };
        return { ...c, liked: !c.liked, likes: Math.max(0, c.likes + (c.liked ? -1 : 1)) };
      });
      return context;
    },
    onSuccess: (result) => {
      // Later clicks still on their way: their optimistic state stays until the last answer.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      apply(result);
    },
    onError: (error, _vars, context) => {
      if (queryClient.isMutating({ mutationKey }) <= 1 && context?.before) apply(context.before);
      toastFailure(error, '点赞失败，请稍后重试');
    },
  });
}

export function useDeleteComment(workId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // silent: the confirm dialog shows why it failed.
    mutationFn: (commentId: number) => call(endpoints.comment.del, { id: commentId }, { silent: true }),
    onSuccess: (result) => setWorkCount(queryClient, workId, result.comments),
    meta: { invalidates: [commentKeys.work(workId)], awaitsInvalidation: true },
  });
}
