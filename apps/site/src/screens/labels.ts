/** Korean labels of the site's screens. */
export const homeLabels = {
  demoTitle: '데모 서버',
  demoLoading: '데모 서버에 연결하는 중입니다.',
  demoReady: '데모 서버가 응답하고 있습니다.',
  demoStartedAt: '데모 시작',
  demoFailed: '데모 서버에 연결하지 못했습니다.',
  demoReset: '데모 데이터 초기화',
  demoResetConfirm: '데모에서 한 모든 활동을 지우고 처음 상태로 되돌리시겠습니까?',
  demoResetDone: '데모 데이터를 초기화했습니다.',
} as const;

/** The error pages' own text (the page's headings come from @betkit/ui's ErrorPage). */
export const errorLabels = {
  unknown: '화면을 불러오지 못했습니다. 새로고침 해주세요.',
} as const;
