import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { RecordingEffect, RecordingVideo, recordingMachine } from '../../../machines/recording.machine';
import type { Video } from '../../../domain/videos/video';
import { toApiError } from '../../api/client';
import type { Notify } from '../../ui/notify';
import { cancelVideo, editVideoStart, hideVideo, videoPlayback } from './api';

type RecordingActor = ActorRefFrom<typeof recordingMachine>;

/** What the machine reads of a video the API answers. */
export const recordingFacts = (v: Video): RecordingVideo => ({ id: v.id, status: v.status, hidden: v.hidden, starts_at: v.starts_at, duration: v.duration });

/**
 * The effect runner of the recording machine (machines/recording.machine.ts) for the video
 * preview: it performs the staff actions' calls and sends their results back; `onChanged` lets
 * the screen refresh what it shows around the video (payments, the list).
 */
export function useRecordingRuntime(actor: RecordingActor, notify: Notify, onChanged: () => void): void {
  const { t } = useTranslation();
  const latest = useRef({ notify, onChanged, t });
  useEffect(() => {
    latest.current = { notify, onChanged, t };
  }, [notify, onChanged, t]);

  useEffect(() => {
    const answer = (call: Promise<Video>) =>
      call.then(
        (video) => {
          actor.send({ type: 'action.succeeded', video: recordingFacts(video) });
          latest.current.onChanged();
        },
        (error: unknown) => {
          const { code, text } = toApiError(error);
          actor.send({ type: 'action.failed', code, message: text });
        },
      );
    const perform = (effect: RecordingEffect) => {
      switch (effect.type) {
        case 'effect.cancel':
          return void answer(cancelVideo(effect.id));
        case 'effect.hide':
          return void answer(hideVideo(effect.id, effect.hidden));
        case 'effect.editStart':
          return void answer(editVideoStart(effect.id, effect.starts_at));
        case 'effect.download':
          // The server decides (the 30-day rule again) and answers a signed link; the browser saves its file.
          return void videoPlayback(effect.id).then(
            (link) => {
              const a = document.createElement('a');
              a.href = link.url;
              a.download = '';
              a.rel = 'noopener';
              document.body.append(a);
              a.click();
              a.remove();
              latest.current.notify(latest.current.t('videos.downloadStarted'), 'success');
            },
            (error: unknown) => latest.current.notify(toApiError(error).text, 'error'),
          );
        case 'effect.notify': {
          const text = effect.key ? latest.current.t(effect.key) : (effect.message ?? '');
          if (text) latest.current.notify(text, effect.intent);
          return;
        }
      }
    };
    const subscription = actor.on('*', (effect) => perform(effect as RecordingEffect));
    return () => subscription.unsubscribe();
  }, [actor]);
}
