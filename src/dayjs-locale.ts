/**
 * dayjs follows the interface language (docs/rules.md R6.1): imported by the antd theme provider
 * (src/components/app-config.tsx, so by every part that draws antd, date pickers included) and by
 * the modules that draw dates (the Refine root through providers/i18n-provider.ts, the feedback
 * modal's time picker, the availability calendar), not by the shell, so that dayjs and its locales
 * stay out of the landing's initial JS.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import 'dayjs/locale/en';
import updateLocale from 'dayjs/plugin/updateLocale.js';
import i18n from './i18n';

// docs/rules.md R8.7: the week starts on Monday in both languages (dayjs 'en' starts on Sunday);
// antd's date pickers read it from the dayjs locale.
dayjs.extend(updateLocale);
dayjs.updateLocale('en', { weekStart: 1 });

const follow = (lng: string) => void dayjs.locale(lng === 'en' ? 'en' : 'ru');
follow(i18n.language);
i18n.on('languageChanged', follow);
