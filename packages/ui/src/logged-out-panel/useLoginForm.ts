import { useState, type FormEvent } from 'react';
import { accountLoginMessages, loginFormMessage, serverTextOr } from '@betkit/domain';
import { useSingleFlight } from '../internal/useSingleFlight';

/** What the login form sends. */
export interface LoginCredentials {
  /** The member's id. */
  userId: string;
  /** The member's password. */
  password: string;
}

/** Where the form is: 'invalid' after an empty submit, 'failed' after a rejected login. */
export type LoginFormStatus = 'idle' | 'pending' | 'invalid' | 'failed';

export interface LoginFormState {
  /** The id typed so far. */
  userId: string;
  /** The password typed so far. */
  password: string;
  /** Sets the id. */
  setUserId: (value: string) => void;
  /** Sets the password. */
  setPassword: (value: string) => void;
  /** Where the form is. */
  status: LoginFormStatus;
  /** The message to show: the required-field text or the login's rejection text; null when none. */
  message: string | null;
  /** Submits: checks the fields (domain rule), then calls `onLogin` once; ignored while one runs. */
  submit: (event?: FormEvent) => Promise<void>;
}

/** The text of a rejected login: the error's message, else the domain's default. */
function rejectionText(reason: unknown): string {
  return serverTextOr(reason instanceof Error ? reason.message : reason, accountLoginMessages.loginFailed);
}

/**
 * The login form's state: the required-field rule from the domain ('위 항목을 입력해주세요'),
 * a double-submit guard, and the rejection text of a failed login. `onInvalid` is told the first blank field of every
 * empty submit, for the form to focus it.
 */
export function useLoginForm(
  onLogin: (credentials: LoginCredentials) => Promise<void>,
  onInvalid?: (firstBlank: keyof LoginCredentials) => void,
): LoginFormState {
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<LoginFormStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  // Two submits in one tick (Enter and a click) send once: the second finds the first running.
  const flight = useSingleFlight();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (flight.busy) return;
    const problem = loginFormMessage({ userId, password });
    if (problem !== null) {
      setStatus('invalid');
      setMessage(problem);
      onInvalid?.(userId.trim() === '' ? 'userId' : 'password');
      return;
    }
    await flight.run(async () => {
      setStatus('pending');
      setMessage(null);
      try {
        await onLogin({ userId, password });
        setStatus('idle');
      } catch (reason) {
        setStatus('failed');
        setMessage(rejectionText(reason));
      }
    });
  };

  return { userId, password, setUserId, setPassword, status, message, submit };
}
