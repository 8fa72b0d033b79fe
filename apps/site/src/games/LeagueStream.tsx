// A soccer league's stream (site-and-member-services.md sections 4 and 7): GET /vet3/Soccer matched to the league's title.
import { lazy, Suspense, type ComponentProps } from 'react';
import type { VirtualSoccerTitle } from '@betkit/domain';
import type { VirtualStream as VirtualStreamView } from '@betkit/ui';
import { readFailureText } from './GameFrame';
import { useVirtualSoccerStreams } from './queries';
import type { VirtualLeague } from './virtualLeagues';

/**
 * The player and its styles load with a soccer league's page alone, as a chunk of their own (a chunk beside the page's
 * cost every member's first route its name); the stream list is read meanwhile.
 */
const VirtualStreamChunk = lazy(() => import('./virtualStreamChunk'));

/** The player once its chunk is here; nothing until then. */
function VirtualStream(props: ComponentProps<typeof VirtualStreamView>) {
  return (
    <Suspense fallback={null}>
      <VirtualStreamChunk {...props} />
    </Suspense>
  );
}

/** The still a stream shows until the member presses play (public/images: replace it on the host, no build needed). */
const STREAM_POSTER = '/images/virtual-soccer-poster.svg';

/** A soccer league's stream from GET /vet3/Soccer: the matched video, no stream, or the failure with a retry. */
export function LeagueStream({ league, title }: { league: VirtualLeague; title: VirtualSoccerTitle }) {
  const { data, error, isLoading, mutate } = useVirtualSoccerStreams();
  const url = data?.[title] ?? undefined;
  if (!data) {
    const failed = error !== undefined && !isLoading;
    return (
      <VirtualStream
        state={failed ? 'failed' : 'loading'}
        name={league.name}
        message={failed ? readFailureText(error) : undefined}
        onRetry={() => mutate()}
      />
    );
  }
  return <VirtualStream state={url ? 'stream' : 'none'} name={league.name} url={url} poster={STREAM_POSTER} />;
}
