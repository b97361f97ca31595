import { consoleEn } from './en-console';
import { i18next } from './index';

/**
 * The console's English texts join the sign-in pages' when the console loads (src/router.tsx) or
 * a page outside it needs them (register, forgot password). English is every language's fallback;
 * Spanish comes whole with the language (./es.ts).
 */
i18next.addResourceBundle('en', 'translation', consoleEn, true, true);
