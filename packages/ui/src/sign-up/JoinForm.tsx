import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CARRIERS,
  JOIN_BAN_LIST,
  antiBotCode,
  joinAccountHolderMessage,
  joinAccountNumberMessage,
  joinAntiBotMessage,
  joinBankCodeMessage,
  joinBannedNicknameMessage,
  joinBannedUserIdMessage,
  joinBirthDateMessage,
  joinCarrierMessage,
  joinDepositPasswordMessage,
  joinGenderMessage,
  joinMessages,
  joinNicknameMessage,
  joinPasswordConfirmMessage,
  joinPasswordMessage,
  joinPhoneMessage,
  joinUserIdCheckMessage,
} from '@betkit/domain';
import { Button } from '../button/Button';
import { mergeLabels } from '../labels';
import { FormOutcome, useOutcomeSubmit } from '../internal/formOutcome';
import type { PostOutcome } from '../internal/formOutcome';
import { NewPasswordFields } from '../internal/FormTextField';
import { useFocusOnShow } from '../internal/useFocusOnShow';
import { SelectField, type SelectOption } from '../text-field/SelectField';
import { TextField } from '../text-field/TextField';
import * as styles from './SignUp.css';
import { joinFormLabels, type JoinFormLabels } from './labels';
import { useJoinVerification, type JoinCheckField, type JoinVerificationCalls } from './useJoinVerification';
import type { JoinFormValues } from './joinFormValues';
import { SubmitForm } from '../internal/SubmitForm';
import { VisuallyHidden } from '../internal/VisuallyHidden';

const EMPTY: JoinFormValues = {
  userId: '',
  password: '',
  passwordConfirm: '',
  nickname: '',
  phoneNumber: '',
  carrierCode: '',
  authNumber: '',
  birthDate: '',
  gender: '',
  bankCode: '',
  bankAccountNumber: '',
  accountHolder: '',
  bankAccountPssword: '',
  antiBotCode: '',
};

/** Spec 9's carriers as choices. */
const carrierOptions: SelectOption[] = Object.entries(CARRIERS).map(([value, label]) => ({ value, label }));

export interface JoinFormProps extends JoinVerificationCalls {
  /** The banks of GET /code?type=BANK (codes 1 to 39). */
  bankOptions: readonly SelectOption[];
  /** POST /member/join with the values; resolves with its outcome (a refusal's text, or the success). */
  onJoin: (values: JoinFormValues) => Promise<PostOutcome> | PostOutcome;
  /** The anti-bot code's source of randomness (tests pass a fixed one). */
  random?: () => number;
  /** Overrides of the Korean labels. */
  labels?: JoinFormLabels;
}

/**
 * The join form (spec 5): every field checked with the domain's rule and its Korean message; duplicate checks on id,
 * nickname and phone, the SMS authentication with its 10-minute countdown, and the client-made anti-bot code (read to
 * screen readers character by character). Submitting runs the checks still missing, then one join; a refusal keeps
 * everything typed.
 */
export function JoinForm({ bankOptions, onJoin, random = Math.random, labels, ...calls }: JoinFormProps) {
  const words = mergeLabels(joinFormLabels, labels);
  const banList = calls.banList ?? JOIN_BAN_LIST;
  const form = useForm<JoinFormValues>({ defaultValues: EMPTY, shouldFocusError: true });
  const { register, handleSubmit, formState, setFocus, setValue } = form;
  const verification = useJoinVerification(form, calls);
  const [code, setCode] = useState(() => antiBotCode(random));
  const [invalidNote, setInvalidNote] = useState<string | null>(null);
  const { outcome, submit } = useOutcomeSubmit(
    async (values: JoinFormValues): Promise<PostOutcome> => {
      // Spec 5: "Duplicate checks on phone, nickname and userId run before join."
      for (const field of ['userId', 'nickname', 'phoneNumber'] as const satisfies readonly JoinCheckField[]) {
        if (!(await verification.check(field))) return { ok: false, message: joinMessages.formInvalid };
      }
      return onJoin(values);
    },
    joinMessages.registrationFailed,
  );

  useFocusOnShow(setFocus, 'userId');

  const refreshCode = () => {
    setCode(antiBotCode(random));
    setValue('antiBotCode', '');
  };
  const error = (field: keyof JoinFormValues) => formState.errors[field]?.message;
  const freeNote = (field: JoinCheckField) => (verification.isFree(field) && !error(field) ? joinMessages.available : null);
  const { sms } = verification;
  const smsSent = sms.status !== 'idle' && sms.status !== 'sending';
  const verified = sms.status === 'verified';

  return (
    <SubmitForm
      className={styles.form}
      label={words.form}
      submitting={formState.isSubmitting}
      onSubmit={(event) => {
        setInvalidNote(null);
        void handleSubmit(submit, () => setInvalidNote(joinMessages.formInvalid))(event);
      }}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{words.account}</legend>
        <div className={styles.withAction}>
          <TextField
            label={words.userId}
            hint={words.userIdHint}
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={12}
            error={error('userId')}
            {...register('userId', {
              validate: (value) => joinUserIdCheckMessage(value) ?? joinBannedUserIdMessage(value, banList.userIds) ?? true,
            })}
          />
          <Button variant="secondary" size="sm" busy={verification.checking === 'userId'} onClick={() => void verification.check('userId')}>
            {words.check}
          </Button>
        </div>
        <CheckNote text={freeNote('userId')} />
        <NewPasswordFields
          control={form.control}
          labels={words}
          hint={words.passwordHint}
          maxLength={16}
          validate={{ password: joinPasswordMessage, passwordConfirm: (value, values) => joinPasswordConfirmMessage(values.password, value) }}
        />
        <div className={styles.withAction}>
          <TextField
            label={words.nickname}
            hint={words.nicknameHint}
            required
            maxLength={8}
            error={error('nickname')}
            {...register('nickname', {
              validate: (value) => joinNicknameMessage(value) ?? joinBannedNicknameMessage(value, banList.nicknames) ?? true,
            })}
          />
          <Button variant="secondary" size="sm" busy={verification.checking === 'nickname'} onClick={() => void verification.check('nickname')}>
            {words.check}
          </Button>
        </div>
        <CheckNote text={freeNote('nickname')} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{words.phone}</legend>
        <SelectField
          label={words.carrierCode}
          placeholder={words.choose}
          options={carrierOptions}
          required
          error={error('carrierCode')}
          {...register('carrierCode', { validate: (value) => joinCarrierMessage(value) ?? true })}
        />
        <div className={styles.withAction}>
          <TextField
            label={words.phoneNumber}
            hint={words.phoneNumberHint}
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            readOnly={verified}
            error={error('phoneNumber')}
            {...register('phoneNumber', { validate: (value) => joinPhoneMessage(value) ?? true })}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={verified}
            busy={sms.status === 'sending' || verification.checking === 'phoneNumber'}
            onClick={() => void verification.sendSms()}
          >
            {smsSent ? words.resendSms : words.sendSms}
          </Button>
        </div>
        <div className={styles.withAction}>
          <TextField
            label={words.authNumber}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            readOnly={verified}
            error={error('authNumber')}
            {...register('authNumber', {
              validate: (value, values) =>
                value.trim() === ''
                  ? joinMessages.required
                  : verification.verifiedPhone !== values.phoneNumber.trim()
                    ? joinMessages.smsRequired
                    : true,
            })}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={!smsSent || verified}
            busy={sms.status === 'checking'}
            onClick={() => void verification.checkSms()}
          >
            {words.checkSms}
          </Button>
        </div>
        <p className={styles.smsStatus} role="status" data-tone={verified ? 'success' : verification.expired ? 'failure' : undefined}>
          {verified
            ? joinMessages.smsVerified
            : verification.expired
              ? joinMessages.smsCodeExpired
              : smsSent
                ? `${joinMessages.smsSent}${sms.note ? ` (${sms.note})` : ''}`
                : null}
        </p>
        {smsSent && !verified && !verification.expired ? (
          // The timer is not a live region: a reader hears the sent message once, not every second.
          <p className={styles.countdown}>
            {words.timeLeft} <time dateTime={`PT${verification.countdown.replace(':', 'M')}S`}>{verification.countdown}</time>
          </p>
        ) : null}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{words.person}</legend>
        <div className={styles.pair}>
          <TextField
            label={words.birthDate}
            hint={words.birthDateHint}
            required
            inputMode="numeric"
            maxLength={6}
            error={error('birthDate')}
            {...register('birthDate', { validate: (value) => joinBirthDateMessage(value) ?? true })}
          />
          <TextField
            label={words.gender}
            hint={words.genderHint}
            required
            inputMode="numeric"
            maxLength={1}
            error={error('gender')}
            {...register('gender', { validate: (value) => joinGenderMessage(value) ?? true })}
          />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{words.bank}</legend>
        <SelectField
          label={words.bankCode}
          placeholder={words.choose}
          options={bankOptions}
          required
          error={error('bankCode')}
          {...register('bankCode', { validate: (value) => joinBankCodeMessage(value) ?? true })}
        />
        <TextField
          label={words.bankAccountNumber}
          required
          inputMode="numeric"
          // No maxLength here or on the holder: a cap cut a 15th digit silently; the domain's rule says why under the field.
          error={error('bankAccountNumber')}
          {...register('bankAccountNumber', { validate: (value) => joinAccountNumberMessage(value) ?? true })}
        />
        <TextField
          label={words.accountHolder}
          required
          error={error('accountHolder')}
          {...register('accountHolder', { validate: (value) => joinAccountHolderMessage(value) ?? true })}
        />
        <TextField
          label={words.bankAccountPssword}
          hint={words.bankAccountPsswordHint}
          type="password"
          inputMode="numeric"
          required
          autoComplete="off"
          maxLength={4}
          error={error('bankAccountPssword')}
          {...register('bankAccountPssword', { validate: (value) => joinDepositPasswordMessage(value) ?? true })}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{words.antiBot}</legend>
        <div className={styles.antiBotRow}>
          <p className={styles.antiBotCode} data-testid="anti-bot-code">
            {/* Drawn tilted for the eye; read one character at a time for the ear. */}
            <VisuallyHidden>
              {words.antiBotCodeIs} {code.split('').join(' ')}
            </VisuallyHidden>
            <span aria-hidden="true" className={styles.antiBotGlyphs}>
              {code.split('').map((character, index) => (
                <span key={index} className={styles.antiBotGlyph} data-index={index % 4}>
                  {character}
                </span>
              ))}
            </span>
          </p>
          <Button variant="ghost" size="sm" onClick={refreshCode}>
            {words.refreshCode}
          </Button>
        </div>
        <TextField
          label={words.antiBotCode}
          hint={words.antiBotHint}
          required
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={4}
          error={error('antiBotCode')}
          {...register('antiBotCode', { validate: (value) => joinAntiBotMessage(value, code) ?? true })}
        />
      </fieldset>

      <p className={styles.formNote} role="alert">
        {invalidNote}
      </p>
      <FormOutcome outcome={outcome} />
      <Button type="submit" fullWidth busy={formState.isSubmitting}>
        {words.submit}
      </Button>
    </SubmitForm>
  );
}

/** "Available" under a field whose duplicate check passed, kept in a live region so it is heard. */
function CheckNote({ text }: { text: string | null }) {
  return (
    <p className={styles.checkNote} role="status">
      {text}
    </p>
  );
}
