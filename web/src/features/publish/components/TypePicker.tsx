import { clsx } from 'clsx';
import { WORK_TYPES, type WorkType } from '@zaowu/shared';
import { StrokeIcon } from '../../../components/Icon.tsx';
import { FieldGroup } from './fields.tsx';

const HINTS: Record<WorkType, string> = {
  model: '3D 模型，需上传 .glb 或 .gltf 文件，详情页可在线预览',
  art: '插画、原画、概念设计，可上传多张图片',
  animation: '动画短片或演示视频',
  blog: '图文教程、创作心得，用正文编辑器书写',
};

/**
 * A picture of each type beside its name. Not the type's text badge (原画, 动画, 博客): beside the
 * same word it read 原画 原画 on screen and to screen readers.
 */
const TYPE_ICONS: Record<WorkType, string> = {
  // A cube.
  model: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5',
  // A framed picture: hills under a sun.
  art: 'M4 5h16v14H4zM4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 18M15.5 9.5a.6.6 0 1 0 0-.01',
  // A film frame with a play mark.
  animation: 'M4 5h16v14H4zM8 5v14M16 5v14M4 9h4M4 15h4M16 9h4M16 15h4M10.5 9.5v5l3.5-2.5z',
  // A page of text.
  blog: 'M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8zM14 3v5h5M8.5 12.5h7M8.5 16h7',
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
            <span className="pub-type__badge">
              <StrokeIcon d={TYPE_ICONS[t.type]} size={18} />
            </span>
            <span className="pub-type__label">{t.label}</span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
