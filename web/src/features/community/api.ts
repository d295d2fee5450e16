/** Community: topic lists, a topic's thread page by page, replying, and starting or editing a topic. */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  TOPIC_POSTS_PER_PAGE,
  endpoints,
  firstPaintKeys,
  type TopicDetail,
  type TopicInput,
  type TopicPost,
  type TopicListParams,
  TOPICS_PER_PAGE,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';

const communityKeys = {
  all: ['community'] as const,
  lists: ['community', 'list'] as const,
  // The first paint inlines /community's first pages under this key (shared/src/first-paint.ts).
  list: (params: TopicListParams) => firstPaintKeys.topicList(params),
  topic: (id: number) => ['community', 'topic', id] as const,
  topicPage: firstPaintKeys.topicPage,
};

export const topicListQuery = (params: TopicListParams) =>
  queryOptions({
    queryKey: communityKeys.list(params),
    queryFn: () =>
      call(endpoints.community.lists, {
        sort: params.sort,
        ...(params.tag ? { tag: params.tag } : {}),
        page: params.page,
        per_page: TOPICS_PER_PAGE,
      }),
    placeholderData: keepPreviousData,
    meta: { public: true },
  });

export const topicQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: communityKeys.topicPage(id, page),
    // silent: a missing topic is the 404 page and a failure the page's error state, not a toast.
    queryFn: () =>
      call(endpoints.community.detail, { id, page, per_page: TOPIC_POSTS_PER_PAGE }, { silent: true }),
    placeholderData: keepPreviousData,
    meta: { public: true },
  });

/**
 * Posts a reply. The server answers with the new post; it goes on the end of the thread's last page
 * in the cache (when that page is loaded), the topic's other pages are marked stale.
 */
export function useReply(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The text goes as typed: the server escapes member text into paragraphs.
    mutationFn: (content: string) =>
      call(endpoints.community.reply, { topic_id: topicId, content: content.trim() }, { silent: true }),
    onSuccess: (post: TopicPost) => {
      const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
      for (const [key, value] of queryClient.getQueriesData<TopicDetail>({
        queryKey: communityKeys.topic(topicId),
      })) {
        if (!value) continue;
        const total = value.posts.total + 1;
        const last = lastPage(total, value.posts.per_page);
        const onLast = value.posts.current_page === last;
        queryClient.setQueryData<TopicDetail>(key, {
          topic: { ...value.topic, replies: value.topic.replies + 1, last_reply_at: post.created_at },
          posts: {
            ...value.posts,
            total,
            last_page: last,
            data:
              onLast && !value.posts.data.some((p) => p.id === post.id)
                ? [...value.posts.data, post]
                : value.posts.data,
          },
        });
      }
    },
    meta: {
      invalidates: [
        { queryKey: communityKeys.topic(topicId), refetchType: 'none' },
        { queryKey: communityKeys.lists, refetchType: 'none' },
      ],
    },
  });
}

// ---- starting, editing and deleting one's own topic --------------------------------------------

export type SavedTopic = TopicDetail['topic'];

/** The topic as saved, into the cached first page of its thread (other pages refetch when shown). */
function rememberTopic(queryClient: QueryClient, saved: SavedTopic): void {
  for (const [key, value] of queryClient.getQueriesData<TopicDetail>({
    queryKey: communityKeys.topic(saved.id),
  })) {
    if (!value) continue;
    queryClient.setQueryData<TopicDetail>(key, {
      topic: { ...value.topic, ...saved },
      posts: {
        ...value.posts,
        data: value.posts.data.map((p) => (p.floor === 1 ? { ...p, content: saved.content } : p)),
      },
    });
  }
}

/** Lists show it at once where they are on screen (最新 first of all), the others when next shown. */
const LISTS_CHANGED = { invalidates: [communityKeys.lists] };

/** 发起话题. The server's refusal comes back as an ApiError (no toast: the form says it). */
export function useAddTopic() {
  return useMutation({
    mutationFn: (input: TopicInput) => call(endpoints.community.add, trimmed(input), { silent: true }),
    meta: LISTS_CHANGED,
  });
}

export function useEditTopic(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TopicInput) =>
      call(endpoints.community.edit, { id, ...trimmed(input) }, { silent: true }),
    onSuccess: (saved) => rememberTopic(queryClient, saved),
    meta: {
      invalidates: [{ queryKey: communityKeys.topic(id), refetchType: 'none' }, communityKeys.lists],
    },
  });
}

/** Deletes the topic; the page then leaves it and calls forgetTopic (its thread must not come back). */
export function useDeleteTopic(id: number) {
  return useMutation({
    mutationFn: () => call(endpoints.community.del, { id }, { silent: true }),
    meta: LISTS_CHANGED,
  });
}

/** Drops a deleted topic's cached thread, once no page shows it (removing it on screen would refetch). */
export function forgetTopic(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: communityKeys.topic(id) });
}

const trimmed = (input: TopicInput): TopicInput => ({
  title: input.title.trim(),
  content: input.content,
  tag: input.tag,
});
