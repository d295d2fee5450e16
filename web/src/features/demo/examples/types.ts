import type { ComponentType } from 'react';

/** A primitive's live examples: a compact preview for the gallery and every state for its page. */
export interface DemoExample {
  Preview: ComponentType;
  States: ComponentType;
  /** Keyboard and screen-reader behaviour, one sentence each. */
  notes: readonly string[];
}
