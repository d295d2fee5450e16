/** Community topics with their posts (one of them hostile), and notes, some about a work. */
import { genUrl } from '../../media/urls.ts';
import {
  GENERIC_REPLIES,
  HOSTILE_TOPIC,
  HOSTILE_TOPIC_REPLIES,
  NOTE_SEEDS,
  OP_FOLLOWUPS,
  TOPIC_REPLIES,
  TOPIC_SEEDS,
  WORK_NOTE_PARTS,
  type TopicSeed,
} from '../community-words.ts';
import { insertInTimeOrder, nextId } from '../db.ts';
import { escapeHtml } from '../html.ts';
import type { Rng } from '../prng.ts';
import type { Db, NoteRow, PostRow, TopicRow, WorkRow } from '../types.ts';
import { byHot } from '../views/works.ts';
import { BASE_TIME, DAY } from '../time.ts';
import { after, daysAgo } from './clock.ts';
import { designerIds, MEMBER_1, MEMBER_2 } from './people.ts';

export { HOSTILE_TOPIC_TITLE } from '../community-words.ts';

/** Topics and notes the demo members wrote themselves. */
const MEMBER_TOPICS: Record<string, number> = {
  分享一下我做低多边形场景的完整流程: MEMBER_1,
  'Blender 做角色绑定，权重总是刷不好': MEMBER_2,
};
const MEMBER_NOTES: Record<string, number> = {
  '今日速写：地铁上的人': MEMBER_2,
  'Blender 常用快捷键小抄': MEMBER_1,
};

/** The hostile topic is the newest, so it has the highest topic id. */
const HOSTILE_TOPIC_AT = '2026-10-30T22:10:00+08:00';

/** Paragraphs as HTML: plain text is escaped into <p>; markup (starting with '<') is kept as authored. */
function render(body: readonly string[], fill: (text: string) => string): string {
  return body.map((p) => (p.startsWith('<') ? fill(p) : `<p>${escapeHtml(fill(p))}</p>`)).join('\n');
}

function imageFill(rng: Rng, model: WorkRow): (text: string) => string {
  return (text) => {
    // Drawn once per paragraph, as the seed always has: the same numbers, the same demo data.
    const img = genUrl('art', rng.int(1, 999_999));
    return text
      .replaceAll('{modelTitle}', () => escapeHtml(model.title))
      .replaceAll('{model}', () => String(model.id))
      .replaceAll('{img}', () => img);
  };
}

interface TopicDraft {
  row: Omit<TopicRow, 'id'>;
  posts: Omit<PostRow, 'id' | 'topic_id'>[];
}

function draftTopic(
  rng: Rng,
  seed: TopicSeed,
  author: number,
  people: number[],
  model: WorkRow,
  created_at: string,
  replies: readonly string[] | null,
): TopicDraft {
  const opening = render(seed.body, imageFill(rng, model));
  const posts: TopicDraft['posts'] = [{ author_id: author, content: opening, created_at }];
  const texts = replies ?? rng.sample([...TOPIC_REPLIES[seed.category], ...GENERIC_REPLIES], rng.int(2, 24));
  const others = people.filter((p) => p !== author);
  // Replies spread over the time left before the base date, at most two days apart.
  const span = (BASE_TIME - Date.parse(created_at)) / DAY;
  const step = replies ? 0.2 : Math.min(2, (span * 1.8) / Math.max(1, texts.length));
  let at = created_at;
  for (const text of texts) {
    at = after(rng, at, step);
    const byAuthor = !replies && rng.chance(0.15);
    posts.push({
      author_id: byAuthor ? author : rng.pick(others),
      content: `<p>${escapeHtml(byAuthor ? rng.pick(OP_FOLLOWUPS) : text)}</p>`,
      created_at: at,
    });
  }
  const views = posts.length * rng.int(20, 60) + rng.int(30, 500);
  return { row: { title: seed.title, author_id: author, tags: [...seed.tags], views, created_at }, posts };
}

function seedTopics(db: Db, rng: Rng): void {
  const designers = designerIds(db);
  const people = [...designers, MEMBER_1, MEMBER_2];
  const works = [...db.works.values()];
  const hotModels = works.filter((w) => w.type === 'model').sort(byHot);
  const modelOf = (author: number) =>
    hotModels.find((w) => w.author_id === author) ?? rng.pick(hotModels.slice(0, 10));

  const drafts = TOPIC_SEEDS.map((seed) => {
    const author = MEMBER_TOPICS[seed.title] ?? rng.pick(designers);
    return draftTopic(rng, seed, author, people, modelOf(author), daysAgo(rng, 150, 2), null);
  });
  const hostileAuthor = rng.pick(designers);
  drafts.push(
    draftTopic(
      rng,
      HOSTILE_TOPIC,
      hostileAuthor,
      people,
      modelOf(hostileAuthor),
      HOSTILE_TOPIC_AT,
      HOSTILE_TOPIC_REPLIES,
    ),
  );

  // Topic ids follow creation time; posts get theirs in time order across all topics.
  drafts.sort((a, b) => Date.parse(a.row.created_at) - Date.parse(b.row.created_at));
  const posts: Omit<PostRow, 'id'>[] = [];
  for (const d of drafts) {
    const id = nextId(db, 'topics');
    db.topics.set(id, { id, ...d.row });
    for (const p of d.posts) posts.push({ ...p, topic_id: id });
  }
  insertInTimeOrder<PostRow>(db, 'posts', posts, (p) => p.created_at);
}

function workNote(rng: Rng, w: WorkRow): Omit<NoteRow, 'id'> {
  const fill = (text: string) => {
    const img = genUrl('art', rng.int(1, 999_999));
    return text.replaceAll('{title}', () => w.title).replaceAll('{img}', () => img);
  };
  return {
    title: `《${w.title}》创作笔记`,
    content: render(WORK_NOTE_PARTS[w.type], fill),
    cover: w.cover,
    author_id: w.author_id,
    work_id: w.id,
    views: Math.floor(Math.exp(rng.next() * 7)) + 20,
    created_at: after(rng, w.created_at, 20),
  };
}

function seedNotes(db: Db, rng: Rng): void {
  const designers = designerIds(db);
  const drafts: Omit<NoteRow, 'id'>[] = NOTE_SEEDS.map((seed) => ({
    title: seed.title,
    content: render(seed.body, (text) => {
      const img = genUrl('art', rng.int(1, 999_999));
      return text.replaceAll('{img}', () => img);
    }),
    cover: genUrl(rng.pick(['art', 'blog'] as const), rng.int(1, 999_999)),
    author_id: MEMBER_NOTES[seed.title] ?? rng.pick(designers),
    work_id: null,
    views: Math.floor(Math.exp(rng.next() * 7)) + 20,
    created_at: daysAgo(rng, 200, 1),
  }));
  // Notes about works: two of the first member's, the rest by designers.
  const works = [...db.works.values()].filter((w) => !w.is_mature);
  const about = [
    ...rng.sample(
      works.filter((w) => w.author_id === MEMBER_1),
      2,
    ),
    ...rng.sample(
      works.filter((w) => designers.includes(w.author_id)),
      8,
    ),
  ];
  for (const w of about) drafts.push(workNote(rng, w));
  insertInTimeOrder<NoteRow>(db, 'notes', drafts, (n) => n.created_at);
}

export function seedCommunity(db: Db, rng: Rng): void {
  seedTopics(db, rng.fork('topics'));
  seedNotes(db, rng.fork('notes'));
}
