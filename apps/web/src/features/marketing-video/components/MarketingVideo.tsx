import { forwardRef } from 'react';
import { cn } from '../../../lib/cn';

const POSTER = '/video-poster.svg';

/**
 * The uploaded homepage video, muted, looping, with a poster and fixed 16:9 box so nothing moves
 * when it loads. `preload="none"` keeps it off the first paint; without a video only the poster
 * shows, never an empty player.
 */
export const MarketingVideo = forwardRef<
  HTMLVideoElement,
  { src: string | null; label: string; autoPlay?: boolean; className?: string }
>(function MarketingVideo({ src, label, autoPlay = true, className }, ref) {
  const frame = cn(
    'aspect-video w-full rounded-xl border border-neutral-800 bg-neutral-900 object-cover',
    className,
  );
  if (!src) {
    return <img src={POSTER} alt="" width={1280} height={720} className={frame} decoding="async" />;
  }
  return (
    <video
      ref={ref}
      className={frame}
      src={src}
      poster={POSTER}
      width={1280}
      height={720}
      aria-label={label}
      muted
      loop
      playsInline
      autoPlay={autoPlay}
      preload={autoPlay ? 'metadata' : 'none'}
    />
  );
});
