// The account and member rules' public surface (explicit named exports; ./text is internal).
export {
  COMPACT_LOGIN_SPEC_COPY,
  accountLoginMessages,
  holdemMessages,
  joinMessages,
  memberMessages,
} from '../messages';
export { myPageMessages } from './my-page';
export {
  PHONE_LAST_DIGITS,
  findPasswordMessage,
  loginFormMessage,
  myPagePasswordMessage,
  myPagePasswordProblems,
  recoveryPasswordMessage,
} from './login';
export type { MyPagePasswordProblems } from './login';
export type { AccountRuleMessage, FindPasswordForm, LoginForm, MyPagePasswordForm, RecoveryPasswordForm } from './login';
export {
  ANTI_BOT_ALPHABET,
  ANTI_BOT_CODE_LENGTH,
  BANK_CODE_MAX,
  BANK_CODE_MIN,
  CARRIERS,
  JOIN_BAN_LIST,
  JOIN_PAYLOAD_DEFAULTS,
  SMS_CODE_VALID_MS,
  antiBotCode,
  formatSmsCountdown,
  isBanned,
  isJoinClosed,
  isSmsCheckSuccess,
  isSmsCodeValid,
  joinAccountHolderMessage,
  joinAccountNumberMessage,
  joinAntiBotMessage,
  joinBankCodeMessage,
  joinBannedNicknameMessage,
  joinBannedUserIdMessage,
  joinBirthDateMessage,
  joinCarrierMessage,
  joinClosedMessage,
  joinCodeMessage,
  joinDepositPasswordMessage,
  joinGenderMessage,
  joinNicknameMessage,
  joinPasswordConfirmMessage,
  joinPasswordMessage,
  joinPayload,
  joinPhoneMessage,
  joinProblems,
  joinRecommenderFor,
  joinRecommenderMessage,
  joinUserIdCheckMessage,
  joinUserIdMessage,
  smsCodeMessage,
  smsRemainingMs,
} from './join';
export type {
  JoinContext,
  JoinField,
  JoinForm,
  JoinPayload,
  JoinProblem,
  JoinRecommender,
  SuggestionCodeAnswer,
  SuggestionCodeOwner,
} from './join';
export {
  ALERT_SETTING_FLAGS,
  MAX_BANK_LEVEL,
  bankLevel,
  contractPercent,
  contractPercentBasisPoints,
  maskBankAccount,
  messageDeleteCheck,
  readAlertSettings,
  showsLogoutButton,
} from './members';
// Defined beside the level (the first screen's member panel reads it); still this subpath's too.
export { showsPartnerManagement } from '../betting/roles';
export type {
  AlertSettingFlag,
  AlertSettingValues,
  ContractPercentUser,
  DeletableMessage,
  LogoutButtonUser,
  MessageDeleteCheck,
} from './members';
export { HOLDEM_IDLE, holdemEntryTransition, holdemStart } from './holdem';
export type { HoldemEntryContext, HoldemEntryEvent, HoldemEntryState } from './holdem';
export { formatGmt9Clock, formatHistoryTime, formatNoticeDate } from './formats';
