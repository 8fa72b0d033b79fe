// The game screens' rules: the virtual-soccer streams.
export { VIRTUAL_SOCCER_TITLES, matchVirtualSoccerStreams, readVirtualSoccerStreams } from './virtual-soccer';
export type { VirtualSoccerGame, VirtualSoccerStream, VirtualSoccerStreamUrls, VirtualSoccerTitle } from './virtual-soccer';
