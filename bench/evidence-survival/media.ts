import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A camera and a microphone that make the encoders work as on a street: a moving test pattern with
 * grain at 1280x720, 30 fps, and speech-band noise with a tone. Made once per machine
 * by Debian's ffmpeg; Chromium loops the files.
 */
export function fakeCaptureFiles(): { video: string; audio: string } {
  const dir = join(tmpdir(), 'redzone-bench-media');
  mkdirSync(dir, { recursive: true });
  const video = join(dir, 'street-720p30.y4m');
  const audio = join(dir, 'street.wav');
  const ffmpeg = (args: string[]) => {
    const run = spawnSync('ffmpeg', ['-v', 'error', '-y', ...args], { stdio: 'inherit' });
    if (run.status !== 0) throw new Error('ffmpeg failed: install it with apt-get install ffmpeg');
  };
  if (!existsSync(video)) {
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1280x720:rate=30,noise=alls=25:allf=t+u',
      '-t',
      '4',
      '-pix_fmt',
      'yuv420p',
      video,
    ]);
  }
  if (!existsSync(audio)) {
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'anoisesrc=color=pink:amplitude=0.3:duration=10',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=10',
      '-filter_complex',
      'amix=inputs=2',
      '-ar',
      '48000',
      '-ac',
      '1',
      audio,
    ]);
  }
  return { video, audio };
}

/** Seconds of each stream a player can decode: the end of its last packet (ffprobe). */
export function playableSeconds(file: string): { audio: number; video: number } {
  const end = (stream: 'a' | 'v') => {
    const run = spawnSync(
      'ffprobe',
      [
        '-v',
        'error',
        '-select_streams',
        `${stream}:0`,
        '-show_entries',
        'packet=pts_time,duration_time',
        '-of',
        'csv=p=0',
        file,
      ],
      { encoding: 'utf8' },
    );
    let last = 0;
    for (const line of run.stdout.split('\n')) {
      const [pts, duration] = line.split(',').map(Number);
      if (pts !== undefined && Number.isFinite(pts)) {
        last = Math.max(last, pts + (Number.isFinite(duration) ? (duration ?? 0) : 0));
      }
    }
    return last;
  };
  return { audio: end('a'), video: end('v') };
}
