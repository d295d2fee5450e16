import { clsx } from 'clsx';
import { Avatar as Radix } from 'radix-ui';
import './avatar.css';

export interface AvatarProps {
  src?: string | null;
  /** The person's name: alt text and the fallback initial. */
  name: string;
  size?: number;
  className?: string;
}

export function Avatar({ src, name, size = 32, className }: AvatarProps) {
  return (
    <Radix.Root
      className={clsx('avatar', className)}
      style={{ width: size, height: size, fontSize: size * 0.42 }}
    >
      {src && <Radix.Image className="avatar__image" src={src} alt={name} />}
      <Radix.Fallback className="avatar__fallback" aria-label={name}>
        {name.slice(0, 1)}
      </Radix.Fallback>
    </Radix.Root>
  );
}
