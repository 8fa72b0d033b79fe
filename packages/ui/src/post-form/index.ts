export type { PostDraft, PostOutcome } from './PostForm';
