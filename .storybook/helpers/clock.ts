/** The fixed clock of every story, so fixtures and screenshots never change with the date. */
export const STORY_NOW = new Date('2026-11-22T12:00:00Z');
