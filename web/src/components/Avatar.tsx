import { clsx } from 'clsx';
import { Avatar as Radix } from 'radix-ui';
import './avatar.css';

export interface AvatarProps {
  src?: string | null;
  /** The person's name: alt text and the fallback initial. */
  name: string;
  size?: number;
  /** Next to the visible name the picture adds nothing for screen readers: hide it. */
  decorative?: boolean;
  className?: string;
}

/** A round portrait; the name's first character stands in while it loads or when it fails. */
export function Avatar({ src, name, size = 32, decorative = false, className }: AvatarProps) {
  return (
    <Radix.Root
      className={clsx('avatar', className)}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
    >
      {src && <Radix.Image className="avatar__image" src={src} alt={decorative ? '' : name} />}
      {/* With a picture on its way, wait briefly so a fast load does not flash the initial. */}
      <Radix.Fallback
        className="avatar__fallback"
        delayMs={src ? 300 : undefined}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      >
        {Array.from(name.trim())[0] ?? '?'}
      </Radix.Fallback>
    </Radix.Root>
  );
}
