import type { en } from './messages';

export const es: typeof en = {
  users: {
    resetPassword: 'Contraseña',
    resetPasswordHint: 'Envía a esta persona un código de restablecimiento: con él elige una contraseña nueva. Hasta entonces su contraseña actual sigue valiendo.',
    sendResetCode: 'Enviar un código para restablecer la contraseña',
  },
};
