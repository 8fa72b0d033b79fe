/** Korean labels of Dialog. */
export const dialogLabels = {
  /** The close control's accessible name. */
  close: '닫기',
} as const;
