import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { errorTextOr, joinCodeMessage, joinMessages, type SuggestionCodeOwner } from '@betkit/domain';
import { Button } from '../button/Button';
import { Dialog, DialogClose } from '../dialog/Dialog';
import { mergeLabels, type ResolvedLabels } from '../labels';
import type { PostOutcome } from '../internal/formOutcome';
import { useFocusOnShow } from '../internal/useFocusOnShow';
import { useSingleFlight } from '../internal/useSingleFlight';
import { TextField } from '../text-field/TextField';
import { JoinForm, type JoinFormProps } from './JoinForm';
import type { JoinFormValues } from './joinFormValues';
import * as styles from './SignUp.css';
import { joinDialogLabels, type JoinDialogLabels } from './labels';
import { VisuallyHidden } from '../internal/VisuallyHidden';

/** The recommender code that let the visitor on, and its owner (GET /suggestioncode's answer). */
export interface CheckedJoinCode {
  code: string;
  owner: SuggestionCodeOwner;
}

/** The sign-up steps (spec 2/4: recommender-code dialog, join dialog, join-confirm dialog). */
export type JoinStep = 'code' | 'form' | 'done';

export interface JoinDialogProps extends Omit<JoinFormProps, 'onJoin' | 'labels'> {
  /** Controlled open state. */
  open: boolean;
  /** Asked to close (close button, Esc, outside click). */
  onOpenChange: (open: boolean) => void;
  /** Spec 5: sign-up refused while joinStartEndFlg is set; undefined while the setting loads. */
  closed?: boolean;
  /** A code from the link (`joinCd`): checked as the dialog opens. */
  initialCode?: string;
  /** GET /suggestioncode?codeEquals: the code's owner, or an empty answer. */
  onCheckCode: (code: string) => Promise<SuggestionCodeOwner | null | ''>;
  /** POST /member/join with the values and the checked code; resolves with its outcome. */
  onJoin: (values: JoinFormValues, code: CheckedJoinCode) => Promise<PostOutcome> | PostOutcome;
  /** The messenger's address (spec 2: the code step's and the confirmation's messenger links). */
  messengerHref: string;
  /** The confirmation's login button. */
  onLogin: () => void;
  /** Overrides of the Korean labels. */
  labels?: JoinDialogLabels;
}

/**
 * Sign-up in one modal that walks its three steps: the recommender code (Enter submits; a link's code is checked on
 * open), the join form, and the confirmation with the messenger link. Closing and reopening starts again at the code.
 */
export function JoinDialog({
  open,
  onOpenChange,
  closed,
  initialCode,
  onCheckCode,
  onJoin,
  messengerHref,
  onLogin,
  labels,
  ...formProps
}: JoinDialogProps) {
  const words = mergeLabels(joinDialogLabels, labels);
  const [step, setStep] = useState<JoinStep>('code');
  const [checked, setChecked] = useState<CheckedJoinCode | null>(null);
  // Each opening starts at the code step (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setStep('code');
      setChecked(null);
    }
  }
  const title = closed ? words.codeTitle : step === 'code' ? words.codeTitle : step === 'form' ? words.formTitle : words.doneTitle;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} width={600} fullScreenOnMobile>
      {closed ? (
        <div className={styles.stack}>
          <p className={styles.lead} role="alert">
            {joinMessages.closedAlert}
          </p>
          <div className={styles.actions}>
            <MessengerLink href={messengerHref} words={words} />
            <DialogClose asChild>
              <Button>{words.close}</Button>
            </DialogClose>
          </div>
        </div>
      ) : step === 'code' ? (
        <JoinCodeStep
          initialCode={initialCode}
          onCheckCode={onCheckCode}
          messengerHref={messengerHref}
          words={words}
          onPassed={(passed) => {
            setChecked(passed);
            setStep('form');
          }}
        />
      ) : step === 'form' && checked ? (
        <JoinForm
          {...formProps}
          onJoin={async (values) => {
            const outcome = await onJoin(values, checked);
            if (outcome.ok) setStep('done');
            return outcome;
          }}
        />
      ) : (
        <JoinDone messengerHref={messengerHref} words={words} onLogin={onLogin} />
      )}
    </Dialog>
  );
}

type Words = ResolvedLabels<typeof joinDialogLabels>;

/** Spec 2's messenger-link button: a new tab without access to this page. */
function MessengerLink({ href, words }: { href: string; words: Words }) {
  return (
    <a className={styles.linkButton} href={href} target="_blank" rel="noopener noreferrer">
      {words.messenger}
      <VisuallyHidden> {words.newWindow}</VisuallyHidden>
    </a>
  );
}

/** The recommender-code step: Enter or the next-step button checks the code; a valid one moves on. */
function JoinCodeStep({
  initialCode,
  onCheckCode,
  messengerHref,
  words,
  onPassed,
}: Pick<JoinDialogProps, 'initialCode' | 'onCheckCode' | 'messengerHref'> & { words: Words; onPassed: (checked: CheckedJoinCode) => void }) {
  const { register, handleSubmit, setError, formState, setFocus } = useForm<{ code: string }>({
    defaultValues: { code: initialCode ?? '' },
  });
  const flight = useSingleFlight();
  const submit = ({ code }: { code: string }) =>
    flight.run(async () => {
      try {
        const answer = await onCheckCode(code.trim());
        const problem = joinCodeMessage(code, answer);
        if (problem === null && answer) onPassed({ code: code.trim(), owner: answer });
        else setError('code', { type: 'server', message: problem ?? joinMessages.invalidJoinCode }, { shouldFocus: true });
      } catch (reason) {
        setError('code', { type: 'server', message: errorTextOr(reason, joinMessages.unexpected) }, { shouldFocus: true });
      }
    });
  const send = (event?: BaseSyntheticEvent) => handleSubmit(submit)(event);
  // The latest send, for the lookup below (which runs once, not on every render's new function).
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });
  // Spec 2: a joinCd in the link is looked up on load, once (a once-flag, not an in-flight guard: effects run twice in StrictMode).
  const lookedUp = useRef(false);
  useEffect(() => {
    if (lookedUp.current || !initialCode?.trim()) return;
    lookedUp.current = true;
    void latestSend.current();
  }, [initialCode]);
  // A link's code is being looked up: focus waits for its answer (the form, or the code's message).
  useFocusOnShow(setFocus, 'code', !initialCode?.trim());

  return (
    <form className={styles.stack} aria-label={words.codeTitle} noValidate onSubmit={(event) => void send(event)}>
      <TextField
        label={words.code}
        hint={words.codeHint}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={formState.errors.code?.message}
        {...register('code', { validate: (value) => joinCodeMessage(value) ?? true })}
      />
      <div className={styles.actions}>
        <MessengerLink href={messengerHref} words={words} />
        <Button type="submit" busy={formState.isSubmitting} labels={{ busy: words.checking }}>
          {words.next}
        </Button>
      </div>
    </form>
  );
}

/** The join-confirm step: joined, the login button, the messenger link. */
function JoinDone({ messengerHref, words, onLogin }: { messengerHref: string; words: Words; onLogin: () => void }) {
  const login = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => login.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className={styles.stack}>
      <p className={styles.lead} role="status">
        {joinMessages.joined}
      </p>
      <p className={styles.text}>{words.doneNote}</p>
      <div className={styles.actions}>
        <MessengerLink href={messengerHref} words={words} />
        <Button ref={login} onClick={onLogin}>
          {words.login}
        </Button>
      </div>
    </div>
  );
}
