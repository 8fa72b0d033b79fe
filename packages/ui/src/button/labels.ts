/** Korean labels of Button. */
export const buttonLabels = {
  /** Announced while a button's action runs. */
  loading: '처리 중',
} as const;
