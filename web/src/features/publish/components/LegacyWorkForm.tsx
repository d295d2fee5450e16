/**
 * The legacy work form (/publish/indexOld, /editWork/old?id=N): plain browser controls — selects,
 * file inputs, a plain text box for a blog's HTML, tags separated by commas — with the same rules,
 * uploads and calls as the full form. Its field groups are in components/LegacyFields.tsx
 * and components/LegacyMedia.tsx.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { hrefs } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { workHref } from '../api.ts';
import { useWorkForm } from '../use-work-form.ts';
import { emptyValues, fromWorkDetail, type FieldKey, type OwnWorkDetail } from '../work-form.ts';
import {
  LEGACY_PREFIX,
  LegacyBasics,
  LegacyLicenseSale,
  LegacyTagsTools,
  parseTagText,
} from './LegacyFields.tsx';
import { LegacyMedia } from './LegacyMedia.tsx';
import '../publish.css';

/** The fields in the order of the page: the first invalid gets focus. */
const FIELD_ORDER: readonly FieldKey[] = [
  'type',
  'title',
  'description',
  'content',
  'cover',
  'model',
  'images',
  'video',
  'files',
  'tags',
  'tools',
  'license',
  'price',
];

export function LegacyWorkForm({ work }: { work?: OwnWorkDetail }) {
  const editing = work !== undefined;
  const [initial] = useState(() => (work ? fromWorkDetail(work) : emptyValues()));
  const form = useWorkForm({ initial, workId: work?.id, idPrefix: LEGACY_PREFIX, fieldOrder: FIELD_ORDER });
  const [tagText, setTagText] = useState(initial.tags.join(', '));

  return (
    <section className="legacy" aria-labelledby="page-title">
      <h1 id="page-title" className="legacy__title">
        {editing ? '编辑作品（旧版）' : '发布作品（旧版）'}
      </h1>
      <p className="legacy__sub">
        简化的表单，适合旧浏览器。
        {editing ? (
          <Link to={hrefs.editWork(work.id)}>使用新版编辑页</Link>
        ) : (
          <Link to="/publish">使用新版发布页</Link>
        )}
      </p>
      <form
        className="legacy-form"
        noValidate
        aria-labelledby="page-title"
        onSubmit={(e) => {
          e.preventDefault();
          form.submit(() => {
            const tagProblem = parseTagText(tagText).error;
            return tagProblem ? { tags: tagProblem } : {};
          });
        }}
      >
        <LegacyBasics form={form} editing={editing} />
        <LegacyMedia form={form} />
        <LegacyTagsTools form={form} tagText={tagText} setTagText={setTagText} />
        <LegacyLicenseSale form={form} />

        <div className="legacy-actions">
          {form.formError && (
            <p className="pub-bar__error" role="alert">
              {form.formError}
            </p>
          )}
          {!form.formError && form.uploading && (
            <p className="pub-bar__note">文件上传中，上传完成后才能提交</p>
          )}
          {editing && (
            <Button asChild variant="ghost">
              <Link to={workHref(work)}>取消</Link>
            </Button>
          )}
          <Button type="submit" variant="primary" loading={form.saving}>
            {editing ? '保存修改' : '发布'}
          </Button>
        </div>
      </form>
    </section>
  );
}
