import type { MessageType } from '@zaowu/shared';
import { StrokeIcon } from '../../../components/Icon.tsx';

/** Line drawings (24 × 24, stroked in currentColor), one per message type. */
const PATHS: Record<MessageType, string> = {
  1: 'M4 10v4h3l5 4V6L7 10H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11',
  2: 'M5 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-8l-4 3.5V16H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM8 9.5h8M8 12.5h5',
  3: 'M10 8L5 12.5 10 17M5.5 12.5H14a5 5 0 0 1 5 5V19',
  4: 'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z',
  5: 'M12 4l2.4 4.9 5.4.8-3.9 3.8.9 5.4-4.8-2.5-4.8 2.5.9-5.4-3.9-3.8 5.4-.8z',
  6: 'M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 20a7 7 0 0 1 12.5-4.3M18 14v6M15 17h6',
  7: 'M3 11l4-4 4 2 3-2 7 5-4 4M3 11l5 5 2-1 2 2 2-1 1 1M11 9l-3 3',
  8: 'M6 8h12l-1 12H7L6 8zM9 8V6.5a3 3 0 0 1 6 0V8',
  9: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 7.5l3 4 3-4M8.5 12h7M8.5 15h7M12 11.5V18',
  10: 'M12 3l7 3v5.5c0 4.4-3 7.9-7 9.5-4-1.6-7-5.1-7-9.5V6l7-3zM8.8 12l2.2 2.2 4.3-4.4',
};

/** A type's picture where a message has no sender (system, orders, income…). Decorative. */
export function TypeIcon({ type, size = 22 }: { type: MessageType; size?: number }) {
  return (
    <span className={`type-icon type-icon--${type}`} aria-hidden="true">
      <StrokeIcon d={PATHS[type]} size={size} />
    </span>
  );
}
