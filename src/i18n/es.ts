import { es as shared } from '../../domain/i18n/es';
import type { ConsoleMessages } from './en';

/** Textos de la consola (español). */
export const es: ConsoleMessages = {
  ...shared,
  app: {
    name: 'Sideline',
    tagline: 'Reservas, grabaciones y pagos para tu instalación',
    language: 'Idioma',
    languages: { en: 'English', es: 'Español' },
    close: 'Cerrar',
    copyright: '© {{year}} Sideline. Todos los derechos reservados.',
  },
  login: {
    title: 'Bienvenido a Sideline',
    subtitle: 'Inicia sesión en la consola de tu instalación',
    username: 'Usuario',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    submit: 'Iniciar sesión',
    signingIn: 'Iniciando sesión…',
  },
  welcome: {
    title: '¡Bienvenido, {{name}}!',
    role: 'Has iniciado sesión como {{role}}',
    intro: 'Elige un área del menú para empezar tu día.',
    logout: 'Cerrar sesión',
  },
  pages: {
    notFound: 'Página no encontrada',
    notFoundText: '¡Vaya! 😖 La dirección solicitada no existe en este servidor.',
    backHome: 'Volver al inicio',
  },
  network: {
    unreachable: 'No se puede conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};
