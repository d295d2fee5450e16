import { useId, useState } from 'react';
import { Link } from 'react-router';
import { WORK_TYPES, type WorkSummary, type WorkType } from '@zaowu/shared';
import { Empty } from '../../../components/Empty.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { WorkGrid } from '../../../components/works/WorkGrid.tsx';

export interface WorksShowcaseProps {
  title: string;
  subtitle: string;
  works: Record<WorkType, WorkSummary[]>;
  /** The full list behind 查看更多 (e.g. /model?sort=hot). */
  moreHref: (type: WorkType) => string;
  /** How many works a tab shows (two rows of four at 1440 px). */
  limit?: number;
  priority?: boolean;
}

/** Latest or hot works, one tab per type, with 查看更多 into that type's list. */
export function WorksShowcase({ title, subtitle, works, moreHref, limit = 8, priority }: WorksShowcaseProps) {
  const [type, setType] = useState<WorkType>('model');
  const id = useId();
  const label = WORK_TYPES.find((t) => t.type === type)!.label;
  return (
    <section className="home-section home-showcase" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
          <span className="home-section__subtitle">{subtitle}</span>
        </h2>
        <Link to={moreHref(type)} className="home-section__more">
          查看更多<span className="visually-hidden">{`${title}：${label}`}</span>
          <Icon name="chevron-right" size={16} />
        </Link>
      </div>
      <Tabs
        label={`${title}分类`}
        value={type}
        onValueChange={(v) => setType(v as WorkType)}
        items={WORK_TYPES.map((t) => {
          const list = (works[t.type] ?? []).slice(0, limit);
          return {
            value: t.type,
            label: t.label,
            content:
              list.length > 0 ? (
                <WorkGrid
                  works={list}
                  maxColumns={4}
                  priorityCount={priority ? 4 : 0}
                  aria-label={`${title}：${t.label}`}
                />
              ) : (
                <Empty size="compact" title={`还没有${t.label}作品`} description="过一会儿再来看看吧。" />
              ),
          };
        })}
      />
    </section>
  );
}
