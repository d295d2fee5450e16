/**
 * The field groups of the legacy work form (components/LegacyWorkForm.tsx): the basics, tags, tools,
 * and licence/sale/rating — plain browser controls over the shared work form. The file inputs are in
 * components/LegacyMedia.tsx.
 */
import type { ReactNode } from 'react';
import { LICENSES, RENDERING_TOOLS, TOOL_GROUPS, WORK_TYPES, type WorkType } from '@zaowu/shared';
import { fieldId } from '../field-focus.ts';
import type { WorkForm } from '../use-work-form.ts';
import { LIMITS, tagError, type FieldKey } from '../work-form.ts';
import { describedBy, FieldMessage, Required } from './fields.tsx';

export const LEGACY_PREFIX = 'legacy';
export const legacyId = (key: FieldKey) => fieldId(LEGACY_PREFIX, key);
const id = legacyId;

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
export function LegacyRow({
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

/** Type, title, description and (for a blog) the HTML body. */
export function LegacyBasics({ form, editing }: { form: WorkForm; editing: boolean }) {
  const { values, errors, set } = form;
  return (
    <>
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
    </>
  );
}

/** Tags as comma-separated text, and the rendering tools as checkboxes by group. */
export function LegacyTagsTools({
  form,
  tagText,
  setTagText,
}: {
  form: WorkForm;
  tagText: string;
  setTagText: (text: string) => void;
}) {
  const { values, errors, set } = form;
  return (
    <>
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
    </>
  );
}

/** The licence, sale with its price, and the 18+ rating. */
export function LegacyLicenseSale({ form }: { form: WorkForm }) {
  const { values, errors, set } = form;
  const license = LICENSES.find((l) => l.key === values.license);
  return (
    <>
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
    </>
  );
}
