// The join form's values, apart from the form so its verification hook can type them without importing the form back.

/** The join form as typed (spec 3's join payload fields, plus the confirmation and the anti-bot code). */
export interface JoinFormValues {
  userId: string;
  password: string;
  passwordConfirm: string;
  nickname: string;
  phoneNumber: string;
  carrierCode: string;
  authNumber: string;
  birthDate: string;
  gender: string;
  bankCode: string;
  bankAccountNumber: string;
  accountHolder: string;
  bankAccountPssword: string;
  antiBotCode: string;
}
