/** A console user's form: the password reset an administrator sends (issue 20 item 7). */
export const en = {
  users: {
    resetPassword: 'Password',
    resetPasswordHint: 'Send this person a reset code: they choose a new password with it. Their current password works until then.',
    sendResetCode: 'Send a password reset code',
  },
};

export const es: typeof en = {
  users: {
    resetPassword: 'Contraseña',
    resetPasswordHint: 'Envía a esta persona un código de restablecimiento: con él elige una contraseña nueva. Hasta entonces su contraseña actual sigue valiendo.',
    sendResetCode: 'Enviar un código para restablecer la contraseña',
  },
};
