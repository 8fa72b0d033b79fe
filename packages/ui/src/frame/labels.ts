/** The app frame's Korean labels (a consumer may pass its own). */
export const frameLabels = {
  /** The slip column's landmark name. */
  slipColumn: '베팅카트',
};
