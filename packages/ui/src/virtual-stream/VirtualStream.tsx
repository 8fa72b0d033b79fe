import { useId, useRef, useState } from 'react';
import { Toggle } from 'radix-ui';
import { mergeLabels, type ResolvedLabels } from '../labels';
import { LoadState } from '../load-state';
import { virtualStreamLabels, type VirtualStreamLabels } from './labels';
import * as styles from './VirtualStream.css';

/** What the stream's place shows. */
export const virtualStreamStates = ['loading', 'stream', 'none', 'failed'] as const;
export type VirtualStreamState = (typeof virtualStreamStates)[number];

export interface VirtualStreamProps {
  /** loading: the stream list is being read; stream: `url` is shown; none: no stream matches the league; failed: the read failed. */
  state: VirtualStreamState;
  /** The league's name, in the caption and the video's accessible name. */
  name: string;
  /** stream: the video's URL. */
  url?: string;
  /** stream: the still shown until the member presses play. */
  poster?: string;
  /** failed: the server's text under the heading. */
  message?: string;
  /** failed: reads the stream list again. */
  onRetry?: () => unknown;
  /** Overrides of the Korean labels. */
  labels?: VirtualStreamLabels;
}

type Words = ResolvedLabels<typeof virtualStreamLabels>;

/** The video with its own Korean controls (real buttons, so Tab and Enter reach them): play or pause, and the sound, off at first. */
function StreamPlayer({ url, poster, name, labels, onUnplayable }: { url: string; poster?: string; name: string; labels: Words; onUnplayable: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [soundOn, setSoundOn] = useState(false);
  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    // A source the browser cannot play fires the video's error event, which shows the unplayable state.
    if (element.paused) element.play().catch(() => undefined);
    else element.pause();
  };
  return (
    <>
      <video
        ref={video}
        className={styles.video}
        src={url}
        poster={poster}
        aria-label={labels.video(name)}
        muted={!soundOn}
        playsInline
        loop
        // Nothing is downloaded until the member presses play: a phone on a metered plan pays for what it watches.
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onError={onUnplayable}
      />
      <div className={styles.controls} role="group" aria-label={labels.controls}>
        <button type="button" className={styles.control} onClick={togglePlay}>
          {playing ? labels.pause : labels.play}
        </button>
        <Toggle.Root className={styles.control} pressed={soundOn} onPressedChange={setSoundOn}>
          {labels.sound}
        </Toggle.Root>
      </div>
    </>
  );
}

/**
 * A virtual league's stream in a 16:9 place kept in every state (nothing below moves when it arrives or fails).
 * The video starts muted, plays inline on a phone and loads nothing until played; a video that cannot be played
 * says so, with a retry.
 */
export function VirtualStream({ state, name, url, poster, message, onRetry, labels: overrides }: VirtualStreamProps) {
  const labels = mergeLabels(virtualStreamLabels, overrides);
  const captionId = useId();
  // The URL whose video failed to play: another URL (a new round) gets its own try.
  const [unplayableUrl, setUnplayableUrl] = useState<string | null>(null);
  const playable = state === 'stream' && url !== undefined && url !== '' && url !== unplayableUrl;

  return (
    <figure className={styles.root} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {labels.region(name)}
      </figcaption>
      <div className={styles.screen} data-state={playable ? 'stream' : state}>
        {playable ? (
          <StreamPlayer key={url} url={url} poster={poster} name={name} labels={labels} onUnplayable={() => setUnplayableUrl(url)} />
        ) : (
          <div className={styles.state}>
            {state === 'loading' ? <LoadState state="loading" layout="branch" message={labels.loading} /> : null}
            {state === 'none' ? <LoadState state="empty" layout="branch" message={labels.none} /> : null}
            {state === 'failed' ? <LoadState state="failed" layout="branch" title={labels.failedTitle} message={message} onRetry={onRetry} /> : null}
            {state === 'stream' ? <LoadState state="failed" layout="branch" title={labels.unplayable} onRetry={() => setUnplayableUrl(null)} /> : null}
          </div>
        )}
      </div>
    </figure>
  );
}
