/** Korean labels of the site's betting containers. */
export const bettingLabels = {
  /** A bet sent while prices or money could not be refreshed for 15 seconds. */
  staleRefused: '배당과 보유금액을 새로 불러오지 못해 베팅을 보내지 않았습니다. 잠시 후 다시 시도해주세요.',
  stale: '배당과 보유금액을 새로 불러오지 못했습니다. 최신 정보가 아닐 수 있으며, 베팅은 다시 불러온 뒤에 진행됩니다.',
  slipTitle: '베팅카트',
} as const;
