import { clsx } from 'clsx';
import { useState } from 'react';
import type { RenderingTool } from '@zaowu/shared';
import './tool-icon.css';

export interface ToolIconProps {
  tool: RenderingTool;
  /** Edge in CSS pixels (default 24). */
  size?: number;
  className?: string;
}

function monogram(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * A rendering tool's icon (RENDERING_TOOLS[].icon, /tools/{id}.svg): a small tile with the tool's
 * monogram. Decorative: the tool's name is always written beside it. Until the file has loaded, or if
 * it cannot, a tile in the tool group's colour with the same initials stands in.
 */
export function ToolIcon({ tool, size = 24, className }: ToolIconProps) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className={clsx('tool-icon', `tool-icon--${tool.group}`, className)}
      style={{ width: size, height: size, fontSize: Math.max(9, Math.round(size * 0.4)) }}
      aria-hidden="true"
    >
      {monogram(tool.name)}
      {!failed && (
        <img
          src={tool.icon}
          alt=""
          width={size}
          height={size}
          decoding="async"
          loading="lazy"
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
