import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../text-field/TextField';

/** A TextField's props, less what the form binds. */
type FieldLook = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref'>;

export type FormTextFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> = FieldLook &
  Pick<UseControllerProps<Values, Name>, 'control' | 'name' | 'rules'>;

/** A TextField bound to a react-hook-form field: its value, change, blur, focus (`setFocus`) and the rule's message. */
export function FormTextField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  rules,
  ...look
}: FormTextFieldProps<Values, Name>) {
  const { field, fieldState } = useController({ control, name, rules });
  const { ref: inputRef, ...binding } = field;
  return <TextField {...binding} {...look} ref={inputRef} value={binding.value ?? ''} error={fieldState.error?.message} />;
}

/** The two fields of a new password. */
export interface NewPasswordValues {
  password: string;
  passwordConfirm: string;
}

export interface NewPasswordFieldsProps<Values extends NewPasswordValues> {
  /** The form's control (`useForm().control`). */
  control: Control<Values>;
  /** The two labels. */
  labels: { password: ReactNode; passwordConfirm: ReactNode };
  /** The password's rule under its field. */
  hint?: ReactNode;
  /** The longest password the server takes, when it has a limit. */
  maxLength?: number;
  /** Each field's rule: its message, or null when it passes; the confirm is checked again when the password changes. */
  validate: { [Field in keyof NewPasswordValues]: (value: string, values: Values) => string | null };
}

/** A new password and its confirmation: both required, typed hidden, offered to the password manager as new. */
export function NewPasswordFields<Values extends NewPasswordValues>({ control, labels, hint, maxLength, validate }: NewPasswordFieldsProps<Values>) {
  // Both names exist on every form that extends NewPasswordValues.
  const bound = control as unknown as Control<NewPasswordValues>;
  const rule = (field: keyof NewPasswordValues) => (value: string, values: NewPasswordValues) => validate[field](value, values as Values) ?? true;
  return (
    <>
      <FormTextField
        control={bound}
        name="password"
        label={labels.password}
        hint={hint}
        type="password"
        required
        autoComplete="new-password"
        maxLength={maxLength}
        rules={{ validate: rule('password'), deps: ['passwordConfirm'] }}
      />
      <FormTextField
        control={bound}
        name="passwordConfirm"
        label={labels.passwordConfirm}
        type="password"
        required
        autoComplete="new-password"
        maxLength={maxLength}
        rules={{ validate: rule('passwordConfirm') }}
      />
    </>
  );
}
