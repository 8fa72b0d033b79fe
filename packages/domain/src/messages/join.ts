// Korean copy of the sign-up rules (site-and-member-services.md sections 5 and 8), apart from the login's: only the
// join dialog reads it, so it loads with that dialog.
// Strings quoted in the spec are exact; English paraphrases in the spec get natural Korean marked `Not in spec`.

/** Sign-up copy. */
export const joinMessages = {
  /** Spec 5: all required ("enter the item above") — the same text as the login form. */
  required: '위 항목을 입력해주세요',
  /** Spec 5: "Sign-up refused when joinStartEndFlg is set: '현재 회원가입은 종료했습니다'". */
  closed: '현재 회원가입은 종료했습니다',
  /** Spec 8: "Sign-up closed: '현재 회원가입은 종료했습니다.'" (the alert, with its period). */
  closedAlert: '현재 회원가입은 종료했습니다.',
  /** Spec 5: confirm equal to password (the recovery form's mismatch text). */
  passwordMismatch: '비밀번호가 일치하지 않습니다',
  // Not in spec: userId 4-12 letters and digits, no spaces.
  userIdFormat: '아이디는 공백 없이 영문, 숫자 4~12자로 입력해주세요',
  // Not in spec: the id check alone requires "6 to 12 characters".
  userIdCheckLength: '아이디는 6~12자로 입력해주세요',
  // Not in spec: password 4-16 of letters, digits and !@#$%^*+=-.
  passwordFormat: '비밀번호는 영문, 숫자, 특수문자(!@#$%^*+=-) 4~16자로 입력해주세요',
  // Not in spec: nickname at most 8 characters, no spaces.
  nicknameFormat: '닉네임은 공백 없이 8자 이하로 입력해주세요',
  // Not in spec: "check phone number".
  phoneFormat: '휴대폰 번호를 확인해주세요',
  // Not in spec: deposit password exactly 4 digits.
  depositPasswordFormat: '출금 비밀번호는 숫자 4자리로 입력해주세요',
  // Not in spec: birth date 6 digits.
  birthDateFormat: '생년월일 6자리를 입력해주세요',
  // Not in spec: gender digit required.
  genderFormat: '성별을 확인해주세요',
  // Not in spec: carrier required (1-6).
  carrierFormat: '통신사를 선택해주세요',
  // Not in spec: bank code 1 to 39.
  bankCodeFormat: '은행을 선택해주세요',
  // Not in spec: account number at most 14 characters.
  accountNumberFormat: '계좌번호는 14자 이하로 입력해주세요',
  // Not in spec: account holder at most 80.
  accountHolderFormat: '예금주는 80자 이하로 입력해주세요',
  // Not in spec: anti-bot code must equal the generated code.
  antiBotMismatch: '자동가입방지 코드가 일치하지 않습니다',
  // Not in spec: "banned id".
  bannedUserId: '사용할 수 없는 아이디입니다',
  // Not in spec: "banned nickname".
  bannedNickname: '사용할 수 없는 닉네임입니다',
  // Not in spec: "not a valid recommender code".
  invalidRecommender: '유효한 추천인 코드가 아닙니다',
  // Not in spec: "invalid join code".
  invalidJoinCode: '유효하지 않은 가입코드입니다',
  // Not in spec: form invalid "member registration failed, check the messages".
  formInvalid: '회원가입에 실패했습니다. 메시지를 확인해주세요',
  // Not in spec: SMS code valid for 10 minutes.
  smsCodeExpired: '인증번호 유효시간이 지났습니다. 다시 요청해주세요',
  // Not in spec: "already in use" (a duplicate check found the id, nickname or phone number).
  taken: '이미 사용중입니다',
  // Not in spec: "available" (a duplicate check found it free).
  available: '사용 가능합니다',
  // Not in spec: "authentication code sent".
  smsSent: '인증번호가 발송되었습니다',
  /** Spec 7: the check's success answer is "the text for 'authentication success'" (the text itself not shown). */
  smsVerifiedAnswer: '인증성공',
  // Not in spec: what the form shows once the phone is authenticated.
  smsVerified: '휴대폰 인증이 완료되었습니다',
  // Not in spec: a join sent before the phone was authenticated.
  smsRequired: '휴대폰 인증을 완료해주세요',
  // Not in spec: "unexpected error" (a call that failed without an answer).
  unexpected: '예상하지 못한 오류가 발생했습니다',
  // Not in spec: "registration failed" (a refused join without a text).
  registrationFailed: '회원가입에 실패했습니다',
  // Not in spec: the join-confirm dialog's text.
  joined: '회원가입이 완료되었습니다',
} as const;
