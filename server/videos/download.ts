import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '../../domain/constants';
import { API_PATHS } from '../../domain/api/paths';
import { DOWNLOAD_LINK_SECONDS } from '../../domain/videos/video';

/**
 * A video's download link (issue 18 item 3): the playback call answers a URL signed with the
 * server's secret (HMAC-SHA256 of the playback code and the expiry), valid DOWNLOAD_LINK_SECONDS,
 * so the browser opens it without the staff token. This is the shape a real storage provider
 * answers (an S3 / GCS pre-signed GET URL of the MP4); the simulated provider serves the playlist
 * of the minutes the field's cameras recorded (playlistOf below) instead of a video file.
 */
export interface DownloadSigner {
  /** The signed link of a playback code, from now. */
  link(playback: string, now: Date): { url: string; expires: number };
  /** The link's signature and expiry are right and not past. */
  valid(playback: string, expires: number, signature: string, now: Date): boolean;
}

export function downloadSigner(secret: string): DownloadSigner {
  // A key of its own, derived from the server's secret (never the token key itself).
  const key = createHmac('sha256', secret).update('video-download').digest();
  const sign = (playback: string, expires: number) => createHmac('sha256', key).update(`${playback}.${expires}`).digest('hex');
  return {
    link(playback, now) {
      const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
      return { url: `${API_BASE}${API_PATHS.videoDownload(playback)}?expires=${expires}&signature=${sign(playback, expires)}`, expires };
    },
    valid(playback, expires, signature, now) {
      if (expires * 1000 < now.getTime()) return false;
      const want = Buffer.from(sign(playback, expires), 'hex');
      const got = Buffer.from(signature, 'hex');
      return got.length === want.length && timingSafeEqual(got, want);
    },
  };
}

/** The simulated file: an HLS playlist (VOD) of the recorded minutes of the video's field, a chunk a minute per camera. */
export function playlistOf(video: { playback: string; field_name: string; started_at: Date; duration: number }, chunks: readonly { minute: Date; camera_id: number; size_bytes: number }[]): string {
  const end = new Date(video.started_at.getTime() + video.duration * 60_000);
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:60',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `# Sideline video ${video.playback}: ${video.field_name}, ${video.started_at.toISOString()} to ${end.toISOString()}, ${chunks.length} recorded minutes`,
    '# Simulated provider: a real one answers a signed URL of the recorded file instead.',
    ...chunks.flatMap((c) => [`#EXTINF:60.0,camera ${c.camera_id} (${c.size_bytes} bytes)`, `chunks/${c.camera_id}/${c.minute.toISOString()}.ts`]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}
