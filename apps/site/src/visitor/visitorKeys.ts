/** SWR keys of the visitor dialogs. */
export const signUpSettingKey = ['visitor', 'sign-up-setting'] as const;
