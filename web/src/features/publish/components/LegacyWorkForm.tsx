/**
 * The legacy work form (/publish/indexOld, /editWork/old?id=N): plain browser controls — selects,
 * file inputs, a plain text box for a blog's HTML, tags separated by commas — with the same rules,
 * uploads and calls as the full form.
 */
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LICENSES, RENDERING_TOOLS, TOOL_GROUPS, WORK_TYPES, hrefs, type WorkType } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { UploadList } from '../../upload/index.ts';
import { workHref } from '../api.ts';
import type { UploadSlot } from '../draft.ts';
import { fieldId, useWorkForm } from '../use-work-form.ts';
import {
  ACCEPT,
  attachmentError,
  emptyValues,
  fromWorkDetail,
  imageFileError,
  LIMITS,
  modelFileError,
  MSG,
  tagError,
  videoFileError,
  type FieldKey,
  type OwnWorkDetail,
} from '../work-form.ts';
import { describedBy, FieldMessage, Required } from './fields.tsx';
import { formatBytes } from '../../../lib/format.ts';
import '../publish.css';

const PREFIX = 'legacy';
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
const id = (key: FieldKey) => fieldId(PREFIX, key);

/** "国风, 写实，角色" → tags, or the first reason one cannot be. */
export function parseTagText(text: string): { tags: string[]; error: string | null } {
  const tags: string[] = [];
  for (const raw of text.split(/[,，、\s]+/)) {
    const t = raw.trim().replace(/^#+/, '');
    if (!t || tags.includes(t)) continue;
    const e = tagError(t, tags);
    if (e) return { tags, error: e };
    tags.push(t);
  }
  return { tags, error: null };
}

/** One row of the legacy form: the label (with 必填 mark) beside its control, message and extras. */
function LegacyRow({
  fieldId,
  label,
  required,
  children,
}: {
  fieldId: string;
  label: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="legacy-row">
      <label htmlFor={fieldId} className="legacy-label">
        {label}
        {required && <Required />}
      </label>
      <div className="legacy-control">{children}</div>
    </div>
  );
}

export function LegacyWorkForm({ work }: { work?: OwnWorkDetail }) {
  const editing = work !== undefined;
  const [initial] = useState(() => (work ? fromWorkDetail(work) : emptyValues()));
  const form = useWorkForm({ initial, workId: work?.id, idPrefix: PREFIX, fieldOrder: FIELD_ORDER });
  const { values, errors, set } = form;
  const [tagText, setTagText] = useState(initial.tags.join(', '));

  const onFiles =
    (slot: Exclude<UploadSlot, 'content'>, check: (f: File) => string | null) =>
    (e: ChangeEvent<HTMLInputElement>) => {
      const files = Array.from(e.currentTarget.files ?? []);
      e.currentTarget.value = '';
      const key = slot as FieldKey;
      const max =
        slot === 'images' ? LIMITS.images - values.images.length : LIMITS.files - values.files.length;
      if ((slot === 'images' || slot === 'files') && files.length > max) {
        form.setError(key, slot === 'images' ? MSG.imagesMany : MSG.filesMany);
        return;
      }
      for (const f of files) {
        const problem = check(f);
        if (problem) {
          form.setError(key, `${f.name}：${problem}`);
          return;
        }
      }
      for (const f of files) void form.upload(f, slot);
    };

  const fileInput = (
    slot: Exclude<UploadSlot, 'content'>,
    label: string,
    check: (f: File) => string | null,
    opts: { accept?: string; multiple?: boolean; required?: boolean; hint: string; current?: string | null },
  ) => {
    const key = slot as FieldKey;
    const fid = id(key);
    return (
      <LegacyRow fieldId={fid} label={label} required={opts.required}>
        {opts.current && <p className="legacy-current">当前：{opts.current}</p>}
        <input
          id={fid}
          type="file"
          accept={opts.accept}
          multiple={opts.multiple}
          onChange={onFiles(slot, check)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={describedBy(fid, errors[key], opts.hint)}
        />
        <UploadList records={form.recordsOf(slot)} title={`${label}上传`} className="pub-uploads" />
        <FieldMessage id={fid} error={errors[key]} hint={opts.hint} />
      </LegacyRow>
    );
  };

  const license = LICENSES.find((l) => l.key === values.license);

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
        <LegacyRow fieldId={id('type')} label="作品类型" required>
          <select
            id={id('type')}
            className="pub-input"
            value={values.type}
            disabled={editing}
            onChange={(e) => set('type', e.currentTarget.value as WorkType)}
          >
            {WORK_TYPES.map((t) => (
              <option key={t.type} value={t.type}>
                {t.label}
              </option>
            ))}
          </select>
        </LegacyRow>

        <LegacyRow fieldId={id('title')} label="标题" required>
          <input
            id={id('title')}
            className="pub-input"
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            onBlur={() => form.check('title')}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy(id('title'), errors.title, `不超过 ${LIMITS.title} 个字`)}
          />
          <FieldMessage id={id('title')} error={errors.title} hint={`不超过 ${LIMITS.title} 个字`} />
        </LegacyRow>

        <LegacyRow fieldId={id('description')} label="描述">
          <textarea
            id={id('description')}
            className="pub-input pub-input--area"
            rows={4}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            onBlur={() => form.check('description')}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy(
              id('description'),
              errors.description,
              `不超过 ${LIMITS.description} 个字`,
            )}
          />
          <FieldMessage
            id={id('description')}
            error={errors.description}
            hint={`不超过 ${LIMITS.description} 个字`}
          />
        </LegacyRow>

        {values.type === 'blog' && (
          <LegacyRow fieldId={id('content')} label="正文" required>
            <textarea
              id={id('content')}
              className="pub-input pub-input--area pub-input--body"
              rows={12}
              value={values.content}
              onChange={(e) => set('content', e.currentTarget.value)}
              onBlur={() => form.check('content')}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={describedBy(
                id('content'),
                errors.content,
                '可直接输入文字，或使用 HTML 标签排版',
              )}
            />
            <FieldMessage
              id={id('content')}
              error={errors.content}
              hint="可直接输入文字，或使用 HTML 标签排版"
            />
          </LegacyRow>
        )}

        {fileInput('cover', '封面', imageFileError, {
          accept: ACCEPT.image,
          required: true,
          hint: '建议 4:3 横图，不超过 20 MB',
          current: values.cover ? values.cover.split('/').pop() : null,
        })}
        {values.cover && <img className="legacy-cover" src={values.cover} alt="封面预览" />}
        {values.type === 'model' &&
          fileInput('model', '模型文件', modelFileError, {
            accept: ACCEPT.model,
            required: true,
            hint: '.glb 或 .gltf',
            current: values.model?.name,
          })}
        {values.type === 'art' &&
          fileInput('images', '作品图片', imageFileError, {
            accept: ACCEPT.image,
            multiple: true,
            hint: `最多 ${LIMITS.images} 张`,
            current: values.images.length > 0 ? `${values.images.length} 张图片` : null,
          })}
        {values.type === 'animation' &&
          fileInput('video', '动画视频', videoFileError, {
            accept: ACCEPT.video,
            hint: 'MP4、WebM 或 MOV',
            current: values.video?.name,
          })}
        {fileInput('files', '附件', attachmentError, {
          multiple: true,
          hint: `最多 ${LIMITS.files} 个`,
          current:
            values.files.length > 0
              ? values.files.map((f) => `${f.name}${f.size ? `（${formatBytes(f.size)}）` : ''}`).join('、')
              : null,
        })}

        <LegacyRow fieldId={id('tags')} label="标签">
          <input
            id={id('tags')}
            className="pub-input"
            value={tagText}
            placeholder="用逗号分隔，如：国风, 角色"
            onChange={(e) => {
              const text = e.currentTarget.value;
              setTagText(text);
              const parsed = parseTagText(text);
              set('tags', parsed.tags);
              form.setError('tags', parsed.error);
            }}
            aria-invalid={errors.tags ? true : undefined}
            aria-describedby={describedBy(
              id('tags'),
              errors.tags,
              `最多 ${LIMITS.tags} 个，每个不超过 ${LIMITS.tag} 个字`,
            )}
          />
          <FieldMessage
            id={id('tags')}
            error={errors.tags}
            hint={`最多 ${LIMITS.tags} 个，每个不超过 ${LIMITS.tag} 个字`}
          />
        </LegacyRow>

        <fieldset
          className="legacy-row legacy-fieldset"
          id={id('tools')}
          aria-describedby={describedBy(id('tools'), errors.tools, `最多 ${LIMITS.tools} 个`)}
        >
          <legend className="legacy-label">使用软件</legend>
          <div className="legacy-control legacy-tools">
            {TOOL_GROUPS.map((g) => (
              <div key={g.key} className="legacy-tools__group">
                <span className="legacy-tools__name">{g.label}：</span>
                {RENDERING_TOOLS.filter((t) => t.group === g.key).map((t) => (
                  <label key={t.id} className="legacy-check">
                    <input
                      type="checkbox"
                      checked={values.tools.includes(t.id)}
                      onChange={(e) =>
                        set(
                          'tools',
                          e.currentTarget.checked
                            ? [...values.tools, t.id]
                            : values.tools.filter((x) => x !== t.id),
                        )
                      }
                    />
                    {t.name}
                  </label>
                ))}
              </div>
            ))}
            <FieldMessage id={id('tools')} error={errors.tools} hint={`最多 ${LIMITS.tools} 个`} />
          </div>
        </fieldset>

        <LegacyRow fieldId={id('license')} label="版权协议" required>
          <select
            id={id('license')}
            className="pub-input"
            value={values.license}
            onChange={(e) => set('license', e.currentTarget.value as typeof values.license)}
            aria-invalid={errors.license ? true : undefined}
            aria-describedby={describedBy(id('license'), errors.license, license?.description ?? '请选择')}
          >
            <option value="">请选择</option>
            {LICENSES.map((l) => (
              <option key={l.key} value={l.key}>
                {l.key === 'ALL' ? '版权所有' : `CC ${l.key} ${l.label}`}
              </option>
            ))}
          </select>
          <FieldMessage id={id('license')} error={errors.license} hint={license?.description} />
        </LegacyRow>

        <div className="legacy-row">
          <span className="legacy-label">出售</span>
          <div className="legacy-control">
            <label className="legacy-check">
              <input
                type="checkbox"
                checked={values.forSale}
                onChange={(e) => set('forSale', e.currentTarget.checked)}
              />
              出售这个作品
            </label>
            {values.forSale && (
              <>
                <label htmlFor={id('price')} className="legacy-sublabel">
                  价格（元）
                </label>
                <input
                  id={id('price')}
                  className="pub-input legacy-price tabular"
                  inputMode="decimal"
                  value={values.price}
                  onChange={(e) => set('price', e.currentTarget.value)}
                  onBlur={() => form.check('price')}
                  aria-invalid={errors.price ? true : undefined}
                  aria-describedby={describedBy(id('price'), errors.price, '最多两位小数')}
                />
                <FieldMessage id={id('price')} error={errors.price} hint="最多两位小数" />
              </>
            )}
          </div>
        </div>

        <div className="legacy-row">
          <span className="legacy-label">分级</span>
          <div className="legacy-control">
            <label className="legacy-check">
              <input
                type="checkbox"
                checked={values.isMature}
                onChange={(e) => set('isMature', e.currentTarget.checked)}
              />
              含成人内容（18+）
            </label>
          </div>
        </div>

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
