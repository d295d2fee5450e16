import { clsx } from 'clsx';
import { RENDERING_TOOLS, TOOL_GROUPS } from '@zaowu/shared';
import { ToolIcon } from '../../../components/ToolIcon.tsx';
import { LIMITS } from '../work-form.ts';
import { FieldGroup } from './fields.tsx';

const BY_GROUP = TOOL_GROUPS.map((g) => ({
  ...g,
  tools: RENDERING_TOOLS.filter((t) => t.group === g.key),
}));

/** The 29 rendering tools in their six groups, as toggle chips with their icons; up to 10. */
export function ToolPicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | null;
}) {
  const full = value.length >= LIMITS.tools;
  const toggle = (toolId: number, on: boolean) =>
    onChange(on ? [...value, toolId] : value.filter((v) => v !== toolId));
  return (
    <FieldGroup
      id={id}
      legend="使用软件"
      error={error}
      hint={
        full ? `已选满 ${LIMITS.tools} 个，取消一个才能再选` : `创作中用到的软件，最多 ${LIMITS.tools} 个`
      }
      aside={
        <span className="pub-count tabular" aria-hidden="true">
          {value.length}/{LIMITS.tools}
        </span>
      }
    >
      {BY_GROUP.map((g) => (
        <div key={g.key} className="pub-tools" role="group" aria-labelledby={`${id}-${g.key}`}>
          <p id={`${id}-${g.key}`} className="pub-tools__group">
            {g.label}
          </p>
          <div className="pub-tools__list">
            {g.tools.map((t) => {
              const on = value.includes(t.id);
              return (
                <label
                  key={t.id}
                  className={clsx('pub-tool', on && 'pub-tool--on', full && !on && 'pub-tool--off')}
                >
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={full && !on}
                    onChange={(e) => toggle(t.id, e.currentTarget.checked)}
                    aria-invalid={error ? true : undefined}
                  />
                  <ToolIcon tool={t} size={22} />
                  <span className="pub-tool__name">{t.name}</span>
                </label>
              );
            })}
          </div>
        </div>
      ))}
    </FieldGroup>
  );
}
