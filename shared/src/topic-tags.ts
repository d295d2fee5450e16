/**
 * The community's popular tags: the chips over the topic list (the SPA's PopularTags, and the first
 * paint's frame of /community), taken from the newest topics' first page.
 */

/** How many tags the chips offer. */
const POPULAR_TAGS = 10;

/**
 * The tags most used on `topics`, most used first, ties in Chinese order, at most ten. A topic
 * without a tag list (an upstream that leaves it out) adds nothing.
 */
export function popularTags(topics: readonly { tags?: readonly string[] | null }[]): string[] {
  const counts = new Map<string, number>();
  for (const t of topics)
    for (const tag of Array.isArray(t.tags) ? t.tags : []) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'zh-CN'))
    .slice(0, POPULAR_TAGS)
    .map(([tag]) => tag);
}
