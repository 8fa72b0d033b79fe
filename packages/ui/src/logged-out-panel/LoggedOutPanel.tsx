import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../button/Button';
import * as styles from './LoggedOutPanel.css';
import { mergeLabels } from '../labels';
import { loggedOutPanelLabels, type LoggedOutPanelLabels } from './labels';
import { useLoginForm, type LoginCredentials } from './useLoginForm';
import { VisuallyHidden } from '../internal/VisuallyHidden';

/** One banner image under the login form. */
export interface LoggedOutBanner {
  /** The image's URL. */
  imageSrc: string;
  /** What the image says, read as the link's name. */
  alt: string;
  /** Where it leads. */
  href: string;
  /** Opens in a new tab (messenger chat, notice channel), with `rel="noopener noreferrer"`. */
  external?: boolean;
}

/** What a router link needs to stand in for the plain `<a href>` of an internal banner. */
export interface LoggedOutPanelLinkProps {
  /** Where the link goes. */
  href: string;
  /** The design system's link class. */
  className: string;
  /** The banner image. */
  children: ReactNode;
}

/** The layouts of the panel. */
export const loggedOutPanelVariants = ['desktop', 'mobile'] as const;

export interface LoggedOutPanelProps {
  /** Logs in; a rejection's message is shown under the form (a 404's server text, else the default). */
  onLogin: (credentials: LoginCredentials) => Promise<void>;
  /** The visitor asks to sign up. */
  onSignUp?: () => void;
  /** The visitor asks for non-member support. */
  onNonMember?: () => void;
  /** The visitor forgot the password (spec 4: the find dialog); the button shows only with this. */
  onFindPassword?: () => void;
  /** Banner images under the form; none by default. */
  banners?: readonly LoggedOutBanner[];
  /** Draws internal banner links with the app's router; external ones stay plain `<a target="_blank">`. */
  renderLink?: (link: LoggedOutPanelLinkProps) => ReactNode;
  /** 'mobile' fills the width of the 424 px layout. */
  variant?: (typeof loggedOutPanelVariants)[number];
  /** Overrides of the Korean labels. */
  labels?: LoggedOutPanelLabels;
}

/**
 * The side panel guests see: the login form, sign-up and non-member buttons, and banners. A plain form: radix Form only
 * tied the labels and aria-invalid here, and cost the desktop's first route 2.3 KB.
 */
export function LoggedOutPanel({
  onLogin,
  onSignUp,
  onNonMember,
  onFindPassword,
  banners = [],
  renderLink,
  variant = 'desktop',
  labels,
}: LoggedOutPanelProps) {
  const words = mergeLabels(loggedOutPanelLabels, labels);
  const userIdInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // An empty submit takes the member to the first field to fill, every time.
  const form = useLoginForm(onLogin, (firstBlank) => (firstBlank === 'userId' ? userIdInput : passwordInput).current?.focus());
  const messageId = useId();
  const userIdId = useId();
  const passwordId = useId();
  const pending = form.status === 'pending';
  const blank = (value: string) => form.status === 'invalid' && value.trim() === '';
  const describedBy = form.message === null ? undefined : messageId;

  return (
    <section className={styles.panel({ variant })} aria-label={words.panel} data-variant={variant}>
      <form className={styles.form} onSubmit={form.submit} data-state={form.status} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={userIdId}>
            {words.userId}
          </label>
          <input
            ref={userIdInput}
            id={userIdId}
            name="userId"
            className={styles.input}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={form.userId}
            onChange={(event) => form.setUserId(event.target.value)}
            aria-invalid={blank(form.userId) || undefined}
            aria-describedby={describedBy}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={passwordId}>
            {words.password}
          </label>
          <input
            ref={passwordInput}
            id={passwordId}
            name="password"
            className={styles.input}
            type="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(event) => form.setPassword(event.target.value)}
            aria-invalid={blank(form.password) || undefined}
            aria-describedby={describedBy}
          />
        </div>
        {form.message === null ? null : (
          <p id={messageId} className={styles.message} role="alert">
            {form.message}
          </p>
        )}
        <Button type="submit" fullWidth busy={pending} labels={{ busy: words.pending }}>
          {words.submit}
        </Button>
        <div className={styles.secondaryActions}>
          <Button variant="secondary" size="sm" onClick={onSignUp}>
            {words.signUp}
          </Button>
          <Button variant="ghost" size="sm" onClick={onNonMember}>
            {words.nonMember}
          </Button>
          {onFindPassword ? (
            <Button variant="ghost" size="sm" onClick={onFindPassword}>
              {words.findPassword}
            </Button>
          ) : null}
        </div>
      </form>

      {banners.length === 0 ? null : (
        <ul className={styles.banners} aria-label={words.banners}>
          {banners.map((banner) => {
            const image = <img className={styles.bannerImage} src={banner.imageSrc} alt={banner.alt} />;
            return (
              <li key={`${banner.href}|${banner.imageSrc}`}>
                {banner.external ? (
                  <a className={styles.bannerLink} href={banner.href} target="_blank" rel="noopener noreferrer">
                    {image}
                    <VisuallyHidden> {words.newWindow}</VisuallyHidden>
                  </a>
                ) : renderLink ? (
                  renderLink({ href: banner.href, className: styles.bannerLink, children: image })
                ) : (
                  <a className={styles.bannerLink} href={banner.href}>
                    {image}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
