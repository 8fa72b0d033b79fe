// The virtual-soccer player as a chunk of its own, loaded by LeagueStream (React.lazy takes a default export).
export { VirtualStream as default } from '@betkit/ui';
