import { useId } from 'react';
import {
  levelLabel,
  maskBankAccount,
  myPageMessages,
  showsLogoutButton,
  showsPartnerManagement,
  type AlertSettingValues,
  type ConversionKind,
} from '@betkit/domain';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import { mergeLabels } from '../labels';
import type { PostOutcome } from '../internal/formOutcome';
import { AlertSettingsForm } from './AlertSettingsForm';
import * as styles from './MyPage.css';
import { PasswordChangeForm } from './PasswordChangeForm';
import { myPageDialogLabels, type MyPageDialogLabels } from './labels';

/** The member fields my page shows. */
export interface MyPageUser {
  userId: string;
  nickname: string;
  role: number;
  /** 0 a member; not 0 a partner (the partner management button). */
  type?: unknown;
  accountHolder?: string | null;
  bankAccountNumber?: string | null;
}

export interface MyPageDialogProps {
  open: boolean;
  /** Called when the dialog asks to close (×, Esc, outside click). */
  onOpenChange: (open: boolean) => void;
  /** The logged-in member. */
  user: MyPageUser;
  /** The bank's name for the member's bank code, when the site knows it. */
  bankName?: string;
  /** Spec 2: to /partner/pt (the button shows only when type is not 0). */
  onPartnerManagement: () => void;
  /** Spec 2: to /message. */
  onMessages: () => void;
  /** Logs out. */
  onLogout: () => void;
  /** Sends the password change; see PasswordChangeForm. */
  onChangePassword: (change: { oldPassword: string; password: string }) => Promise<PostOutcome> | PostOutcome;
  /** Opens the point or comp conversion. */
  onConvert: (kind: ConversionKind) => void;
  /** The alert settings; undefined while they load. */
  alertSettings: AlertSettingValues | undefined;
  /** Why the alert settings could not be read, or null. */
  alertError?: string | null;
  /** Reads the alert settings again. */
  onRetryAlerts?: () => unknown;
  /** Saves the alert settings. */
  onSaveAlerts: (settings: AlertSettingValues) => Promise<PostOutcome> | PostOutcome;
  /** Focus the current-password field on open (opened from "password change"). */
  focusPassword?: boolean;
  /** Overrides of the Korean labels. */
  labels?: MyPageDialogLabels;
}

/**
 * My page (spec 2): the member's account, buttons for partner management (type not 0), messages and logout, the
 * password change, the point and comp conversions, the alert settings with their confirm button, and the note that
 * personal details change through customer service.
 */
export function MyPageDialog({
  open,
  onOpenChange,
  user,
  bankName,
  onPartnerManagement,
  onMessages,
  onLogout,
  onChangePassword,
  onConvert,
  alertSettings,
  alertError = null,
  onRetryAlerts,
  onSaveAlerts,
  focusPassword = false,
  labels,
}: MyPageDialogProps) {
  const words = mergeLabels(myPageDialogLabels, labels);
  const headingId = useId();
  const account = [user.accountHolder, bankName, user.bankAccountNumber ? maskBankAccount(user.bankAccountNumber) : null];
  const facts = [
    { term: words.userId, value: user.userId },
    { term: words.nickname, value: user.nickname },
    { term: words.level, value: levelLabel(user.role) },
    { term: words.accountHolder, value: account[0] },
    { term: words.bankAccount, value: account.slice(1).filter(Boolean).join(' ') },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={words.title} width={600} fullScreenOnMobile>
      <div className={styles.body}>
        <section aria-labelledby={`${headingId}-account`} className={styles.form}>
          <h3 id={`${headingId}-account`} className={styles.sectionTitle}>
            {words.account}
          </h3>
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.term} className={styles.fact}>
                <dt>{fact.term}</dt>
                <dd>{fact.value || words.none}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.buttons} role="group" aria-label={words.actions}>
            {showsPartnerManagement(user) ? (
              <Button variant="secondary" size="sm" onClick={onPartnerManagement}>
                {words.partnerManagement}
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" onClick={onMessages}>
              {words.messages}
            </Button>
            {showsLogoutButton(user) ? (
              <Button variant="danger" size="sm" onClick={onLogout}>
                {words.logout}
              </Button>
            ) : null}
          </div>
        </section>
        <section aria-labelledby={`${headingId}-password`} className={styles.section}>
          <h3 id={`${headingId}-password`} className={styles.sectionTitle}>
            {words.password}
          </h3>
          <PasswordChangeForm onSubmit={onChangePassword} focusOnShow={focusPassword} />
        </section>
        <section aria-labelledby={`${headingId}-conversions`} className={styles.section}>
          <h3 id={`${headingId}-conversions`} className={styles.sectionTitle}>
            {words.conversions}
          </h3>
          <div className={styles.buttons}>
            <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => onConvert('point')}>
              {words.pointConversion}
            </Button>
            <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => onConvert('comp')}>
              {words.compConversion}
            </Button>
          </div>
        </section>
        <section className={styles.section}>
          <AlertSettingsForm settings={alertSettings} error={alertError} onRetry={onRetryAlerts} onSave={onSaveAlerts} />
        </section>
        <p className={styles.note}>{myPageMessages.personalInfoNote}</p>
      </div>
    </Dialog>
  );
}
