/** Korean labels of the site's frame. */
export const layoutLabels = {
  home: 'Betkit 홈',
  demoBadge: '데모 모드',
  demoBadgeHint: '실제 서버 없이 브라우저 안의 데모 서버로 동작합니다.',
  main: '본문',
} as const;
