/**
 * 模型信息 beside a model's viewer: what its file holds, as the demo upstream read it with
 * @gltf-transform when it was uploaded (triangles and vertices as drawn, materials, textures and the
 * largest one's pixels, animations, size, the file's bytes), and the formats of the work's files.
 */
import { useId } from 'react';
import type { WorkDetail } from '@zaowu/shared';
import { fileFormat } from '@zaowu/shared/work-media';
import { formatBytes, formatDimensions, formatNumber } from '../../../lib/format.ts';
import '../model-facts.css';

export function ModelFacts({ work }: { work: WorkDetail }) {
  const headingId = useId();
  const facts = work.model_facts;
  const formats = [...new Set(work.files.map((f) => fileFormat(f.name)).filter(Boolean))];
  if (!facts && formats.length === 0) return null;
  const rows: [string, string][] = [];
  if (facts) {
    rows.push(['三角面', formatNumber(facts.triangles)], ['顶点', formatNumber(facts.vertices)]);
    rows.push(['材质', `${formatNumber(facts.materials)} 个`]);
    rows.push([
      '贴图',
      facts.textures === 0
        ? '无'
        : `${formatNumber(facts.textures)} 张${facts.texture_max ? `，最大 ${facts.texture_max.width} × ${facts.texture_max.height} 像素` : ''}`,
    ]);
    rows.push(['动画', facts.animations === 0 ? '无' : `${formatNumber(facts.animations)} 段`]);
    rows.push(['尺寸', formatDimensions(facts.size)]);
    rows.push(['模型文件', formatBytes(facts.file_size)]);
  }
  if (formats.length > 0) rows.push(['可下载格式', formats.join('、')]);
  return (
    <section className="wd-facts__block wd-model-facts" aria-labelledby={headingId}>
      <h2 id={headingId} className="wd-facts__heading">
        模型信息
      </h2>
      <dl className="wd-model-facts__list">
        {rows.map(([term, value]) => (
          <div key={term} className="wd-model-facts__row">
            <dt>{term}</dt>
            <dd className="tabular">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
