/** A console user's form: the password reset an administrator sends (issue 20 item 7). */
export const en = {
  users: {
    resetPassword: 'Password',
    resetPasswordHint: 'Send this person a reset code: they choose a new password with it. Their current password works until then.',
    sendResetCode: 'Send a password reset code',
  },
};
