import { clsx } from 'clsx';
import { WORK_TYPES, type WorkType } from '@zaowu/shared';
import { FieldGroup } from './fields.tsx';

const HINTS: Record<WorkType, string> = {
  model: '3D 模型，需上传 .glb 或 .gltf 文件，详情页可在线预览',
  art: '插画、原画、概念设计，可上传多张图片',
  animation: '动画短片或演示视频',
  blog: '图文教程、创作心得，用正文编辑器书写',
};

/** 模型 / 原画 / 动画 / 博客 as a row of radio tiles. Fixed once a work exists (editing). */
export function TypePicker({
  id,
  value,
  onChange,
  error,
  locked,
}: {
  id: string;
  value: WorkType;
  onChange: (type: WorkType) => void;
  error?: string | null;
  locked?: boolean;
}) {
  return (
    <FieldGroup
      id={id}
      legend="作品类型"
      required
      error={error}
      hint={locked ? '作品发布后不能更改类型' : HINTS[value]}
    >
      <div className="pub-types">
        {WORK_TYPES.map((t) => (
          <label
            key={t.type}
            className={clsx(
              'pub-type',
              value === t.type && 'pub-type--on',
              locked && value !== t.type && 'pub-type--off',
            )}
          >
            <input
              type="radio"
              name={`${id}-radio`}
              value={t.type}
              checked={value === t.type}
              disabled={locked && value !== t.type}
              onChange={() => onChange(t.type)}
            />
            <span className="pub-type__badge" aria-hidden="true">
              {t.badge}
            </span>
            <span className="pub-type__label">{t.label}</span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
