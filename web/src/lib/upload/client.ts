/** The app's one upload engine: the drive, the publish form and feedback all add to it. */
import { uploadsStartedAtom } from '../client-state.ts';
import { appStore } from '../store.ts';
import { notify } from '../toast.ts';
import { createUploadEngine } from './engine.ts';
import { localPositions } from './positions.ts';
import { httpTransport } from './transport.ts';
import { workerHasher } from './worker-hasher.ts';

export const uploadEngine = createUploadEngine({
  transport: httpTransport,
  hasher: workerHasher,
  positions: localPositions,
  notifyError: notify.error,
});

// The shell shows the floating list once there is something to show.
uploadEngine.subscribe(() => {
  if (uploadEngine.list().length > 0 && !appStore.get(uploadsStartedAtom))
    appStore.set(uploadsStartedAtom, true);
});
