/**
 * The work form of /publish and /editWork/{id}: type, title, description, the blog's body, cover,
 * files, tags, tools, licence, price and the mature flag. Publishing keeps a draft in this browser as
 * you type (restored on return, 清除草稿 to start over); editing starts from the saved work. The
 * sections are in components/WorkFormSections.tsx, the draft autosave in use-draft-autosave.ts.
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { formatChinaTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { uploadEngine } from '../../../lib/upload/index.ts';
import { workHref } from '../api.ts';
import { clearDraft, isBlank, loadDraft } from '../draft.ts';
import { useDraftAutosave, useLeaveGuard } from '../use-draft-autosave.ts';
import { useWorkForm } from '../use-work-form.ts';
import {
  emptyValues,
  fromWorkDetail,
  type FieldKey,
  type OwnWorkDetail,
  type WorkFormValues,
} from '../work-form.ts';
import {
  BasicsSection,
  MediaSection,
  PUB_PREFIX,
  RightsSection,
  TagsToolsSection,
} from './WorkFormSections.tsx';
import '../publish.css';

/** The fields in the order of the page (the main column, then the side one): the first invalid gets focus. */
const FIELD_ORDER: readonly FieldKey[] = [
  'type',
  'title',
  'description',
  'content',
  'cover',
  'coverAlt',
  'model',
  'images',
  'imageAlts',
  'video',
  'preview',
  'files',
  'license',
  'price',
  'tags',
  'tools',
];

export interface WorkFormProps {
  memberId: number;
  /** Editing this work (the author's copy, with its files' addresses); publishing a new one when absent. */
  work?: OwnWorkDetail;
}

export function WorkForm({ memberId, work }: WorkFormProps) {
  const editing = work !== undefined;
  const [restored] = useState(() => (editing ? null : loadDraft(memberId)));
  const [initial] = useState<WorkFormValues>(() =>
    work ? fromWorkDetail(work) : (restored?.values ?? emptyValues()),
  );
  // Once published, nothing may write the draft again (a save still waiting, leaving the page).
  const [published, setPublished] = useState(false);
  const form = useWorkForm({
    initial,
    workId: work?.id,
    idPrefix: PUB_PREFIX,
    fieldOrder: FIELD_ORDER,
    initialPending: restored?.pending,
    onSaved: () => {
      setPublished(true);
      if (!editing) clearDraft(memberId);
      notify.success(editing ? '作品已保存' : '发布成功');
    },
  });
  const savedAt = useDraftAutosave(form, memberId, !editing && !published);
  const [showRestored, setShowRestored] = useState(restored !== null && !isBlank(restored.values));
  const [confirmClear, setConfirmClear] = useState(false);
  const { values, errors } = form;
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(initial), [values, initial]);
  useLeaveGuard(form.uploading || (editing && dirty && !form.saving));

  const clearAll = () => {
    for (const p of form.pending) uploadEngine.cancel(p.key);
    clearDraft(memberId);
    form.setValues(emptyValues(values.type));
    setShowRestored(false);
    setConfirmClear(false);
  };

  const errorCount = Object.keys(errors).length;
  const status = form.formError
    ? null
    : form.uploading
      ? '文件上传中，上传完成后才能提交'
      : !editing && savedAt
        ? `草稿已自动保存 ${formatChinaTime(savedAt)}`
        : null;

  return (
    <div className="pub-page">
      <header className="pub-head">
        <div>
          <h1 id="page-title" className="pub-head__title">
            {editing ? '编辑作品' : '发布作品'}
          </h1>
          <p className="pub-head__sub">
            {editing ? (
              <>
                正在编辑《{work.title}》 · <Link to={workHref(work)}>查看作品页</Link>
              </>
            ) : (
              '分享你的模型、原画、动画或博客；带 * 的为必填项。'
            )}
          </p>
        </div>
      </header>

      {showRestored && restored && (
        <div className="pub-draft" role="status">
          <p>已恢复你 {formatChinaTime(restored.savedAt)} 自动保存的草稿，已上传的文件都还在。</p>
          <Button size="sm" variant="ghost" onClick={() => setConfirmClear(true)}>
            清除草稿
          </Button>
        </div>
      )}

      <form
        className="pub-form"
        noValidate
        aria-labelledby="page-title"
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
        }}
      >
        <div className="pub-main">
          <BasicsSection form={form} editing={editing} />
          <MediaSection form={form} />
          <RightsSection form={form} />
        </div>

        <div className="pub-side">
          <TagsToolsSection form={form} />
        </div>

        <div className="pub-bar">
          <div className="pub-bar__status" aria-live="polite">
            {form.formError ? (
              <p className="pub-bar__error" role="alert">
                {form.formError}
              </p>
            ) : form.attempted && errorCount > 0 ? (
              <p className="pub-bar__error">还有 {errorCount} 项需要修改，已标出</p>
            ) : (
              status && <p className="pub-bar__note">{status}</p>
            )}
          </div>
          <div className="pub-bar__actions">
            {editing ? (
              <Button asChild variant="ghost">
                <Link to={workHref(work)}>取消</Link>
              </Button>
            ) : (
              <Button
                variant="ghost"
                onClick={() => setConfirmClear(true)}
                disabled={!savedAt && !showRestored}
              >
                清除草稿
              </Button>
            )}
            <Button type="submit" variant="primary" size="lg" loading={form.saving}>
              {editing ? '保存修改' : '发布作品'}
            </Button>
          </div>
        </div>
      </form>

      <Dialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="清除草稿？"
        description="已填写的内容和上传的文件都会从表单中清空，且不能恢复。"
        size="sm"
        footer={
          <>
            <Button onClick={() => setConfirmClear(false)}>保留</Button>
            <Button variant="danger" onClick={clearAll}>
              清除草稿
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </div>
  );
}
