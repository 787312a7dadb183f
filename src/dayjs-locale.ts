/**
 * dayjs follows the interface language (docs/rules.md R6.1): imported by the antd theme provider
 * (src/components/app-config.tsx, so by every part that draws antd, date pickers included) and by
 * the modules that draw dates (the Refine root through providers/i18n-provider.ts, the feedback
 * modal's time picker, the availability calendar), not by the shell, so that dayjs and its locales
 * stay out of the landing's initial JS. It also makes the pickers' "today" the complex's (R8.10).
 */
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import 'dayjs/locale/en';
import updateLocale from 'dayjs/plugin/updateLocale.js';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import i18n from './i18n';
import { HOTEL_TIME_ZONE } from './domain/datetime';
import { installHotelZoneFastPath } from './domain/hotel-zone';

// docs/rules.md R8.10: antd's date pickers mark and open on "today" from `dayjs().tz()` when the
// timezone plugin is present (rc-picker's dayjs config): the complex's today, in any browser.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(HOTEL_TIME_ZONE);
// The complex's zone by its fixed offset, not an Intl formatter per call (./domain/hotel-zone.ts).
installHotelZoneFastPath(dayjs);

// docs/rules.md R8.7: the week starts on Monday in both languages (dayjs 'en' starts on Sunday);
// antd's date pickers read it from the dayjs locale.
dayjs.extend(updateLocale);
dayjs.updateLocale('en', { weekStart: 1 });

const follow = (lng: string) => void dayjs.locale(lng === 'en' ? 'en' : 'ru');
follow(i18n.language);
i18n.on('languageChanged', follow);
