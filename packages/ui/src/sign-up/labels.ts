// Korean labels of the visitor dialogs (site-and-member-services.md sections 2, 4 and 5): sign-up, password recovery
// and non-member support. The spec names these parts in English; the words are the site's usual ones (Not in spec).
// The rule and answer texts come from the domain (`joinMessages`, `accountLoginMessages`).
import type { Labels } from '../labels';

/** The sign-up dialog's labels: its three steps (code, form, done). */
export const joinDialogLabels = {
  codeTitle: '추천인 코드 입력',
  formTitle: '회원가입',
  doneTitle: '회원가입 완료',
  code: '추천인(가입) 코드',
  codeHint: '추천인에게 받은 가입 코드를 입력해주세요',
  /** Spec 2: "a next-step button". */
  next: '다음단계',
  checking: '확인 중',
  /** Spec 2: "a messenger-link button" (opens in a new tab). */
  messenger: '메신저 문의',
  newWindow: '(새 창)',
  doneNote: '가입하신 아이디와 비밀번호로 로그인해주세요. 궁금한 점은 메신저로 문의해주세요.',
  login: '로그인',
  close: '닫기',
} as const;

/** Overrides of JoinDialog's labels. */
export type JoinDialogLabels = Labels<typeof joinDialogLabels>;

/** The join form's labels. */
export const joinFormLabels = {
  form: '회원가입 정보',
  account: '계정',
  userId: '아이디',
  userIdHint: '영문, 숫자 6~12자',
  password: '비밀번호',
  passwordHint: '영문, 숫자, 특수문자(!@#$%^*+=-) 4~16자',
  passwordConfirm: '비밀번호 확인',
  nickname: '닉네임',
  nicknameHint: '공백 없이 8자 이하',
  /** The duplicate check's button. */
  check: '중복확인',
  phone: '휴대폰 인증',
  phoneNumber: '휴대폰 번호',
  phoneNumberHint: '숫자만 입력 (예: 01012345678)',
  carrierCode: '통신사',
  choose: '선택해주세요',
  sendSms: '인증번호 전송',
  resendSms: '재전송',
  authNumber: '인증번호',
  checkSms: '인증확인',
  /** Read before the countdown. */
  timeLeft: '남은 시간',
  person: '본인 정보',
  birthDate: '생년월일',
  birthDateHint: '6자리 (예: 900101)',
  gender: '성별 숫자',
  genderHint: '주민등록번호 뒷자리 첫 숫자',
  bank: '출금 계좌',
  bankCode: '은행',
  bankAccountNumber: '계좌번호',
  accountHolder: '예금주',
  bankAccountPssword: '출금 비밀번호',
  bankAccountPsswordHint: '숫자 4자리',
  antiBot: '자동가입방지',
  /** Read before the code's characters, one by one. */
  antiBotCodeIs: '자동가입방지 코드:',
  antiBotCode: '자동가입방지 코드 입력',
  antiBotHint: '위에 보이는 4자리 코드를 대문자 그대로 입력해주세요',
  refreshCode: '새 코드',
  submit: '회원가입',
} as const;

/** Overrides of JoinForm's labels. */
export type JoinFormLabels = Labels<typeof joinFormLabels>;

/** The password recovery dialog's labels: find, then change. */
export const findPasswordDialogLabels = {
  findTitle: '비밀번호 찾기',
  changeTitle: '비밀번호 변경',
  userId: '아이디',
  accountHolder: '예금주',
  phoneNumber: '휴대폰 번호 뒤 4자리',
  find: '비밀번호 찾기',
  password: '새 비밀번호',
  passwordConfirm: '새 비밀번호 확인',
  change: '비밀번호 변경',
} as const;

/** Overrides of FindPasswordDialog's labels. */
export type FindPasswordDialogLabels = Labels<typeof findPasswordDialogLabels>;

/** The non-member support dialog's labels. */
export const nonMemberDialogLabels = {
  title: '비회원문의',
  text: '회원가입, 아이디·비밀번호 찾기 등 비회원 문의는 메신저 상담으로 도와드립니다.',
  hours: '상담은 24시간 운영됩니다.',
  open: '메신저 상담 열기',
  newWindow: '(새 창)',
  close: '닫기',
} as const;

/** Overrides of NonMemberDialog's labels. */
export type NonMemberDialogLabels = Labels<typeof nonMemberDialogLabels>;
