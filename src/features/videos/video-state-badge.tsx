import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Video } from '../../../domain/videos/video';
import { stateOfVideo } from '../../../machines/recording.machine';

/** The colour of each state a video shows (the list's and the preview's badge). */
export const VIDEO_STATE_COLORS = { scheduled: 'informative', recording: 'warning', processing: 'warning', completed: 'success', cancelled: 'danger', failed: 'danger', hidden: 'subtle' } as const;

/** A video's state as a badge: hidden wins over its status (machines/recording.machine.ts `stateOfVideo`). */
export function VideoStateBadge({ video }: { video: Pick<Video, 'status' | 'hidden'> }) {
  const { t } = useTranslation();
  const state = stateOfVideo(video);
  return (
    <Badge appearance="tint" color={VIDEO_STATE_COLORS[state]}>
      {t(`videos.status.${state}`)}
    </Badge>
  );
}
