// My page's copy (site-and-member-services.md section 2), with the account rules: the first route's rules chunk leaves it out.

/** My page's copy (spec 2: "a confirm button saving alert settings; a note to contact customer service"). */
export const myPageMessages = {
  // Not in spec: what saving the alert settings answers.
  alertSaved: '알림 설정을 저장했습니다.',
  // Not in spec: the failed save without a server text.
  alertSaveFailed: '알림 설정을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
  // Not in spec: "a note to contact customer service for personal info changes".
  personalInfoNote: '개인정보(이름, 연락처, 계좌) 변경은 고객센터로 문의해주세요.',
} as const;
