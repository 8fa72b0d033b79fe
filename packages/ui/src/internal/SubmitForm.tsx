import type { FormEvent, ReactNode } from 'react';

export interface SubmitFormProps {
  /** The form's layout class. */
  className: string;
  /** The form's accessible name. */
  label: string;
  /** react-hook-form's `formState.isSubmitting`: shown as data-state for styles and tests. */
  submitting: boolean;
  /** react-hook-form's `handleSubmit(send)`: called with the submit event, its promise left to react-hook-form. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  children: ReactNode;
}

/** The form element every react-hook-form form renders: named, validated by its rules rather than the browser's. */
export function SubmitForm({ className, label, submitting, onSubmit, children }: SubmitFormProps) {
  return (
    <form className={className} aria-label={label} data-state={submitting ? 'submitting' : 'open'} noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
    </form>
  );
}
