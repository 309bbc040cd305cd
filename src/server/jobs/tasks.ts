import type { Database } from '../db/client.ts';
import { transcodeMedia } from '../domain/media.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { JobTasks } from './index.ts';

export interface JobDependencies {
  db: Database;
  mediaStorage: MediaStorage;
}

/** The task of every job name, bound to the app's services. */
export function createJobTasks(deps: JobDependencies): JobTasks {
  return {
    'transcode-media': (payload) => transcodeMedia(deps.db, deps.mediaStorage, payload.media_id),
  };
}
