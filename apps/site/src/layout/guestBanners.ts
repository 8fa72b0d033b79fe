// The logged-out side panel's four banner images (betting-core 2: "two banners open external chat or notice links").
// The pictures are files next to the built site (public/images/banners): replace them on the host, no build needed.
import type { LoggedOutBanner } from '@betkit/ui';
import { externalLinks } from './externalLinks';
import { depositPath, attendancePath } from '../app/paths';

/** Not in spec: which two internal pages the other banners lead to (attendance and the first-deposit bonus). */
export const guestBanners: readonly LoggedOutBanner[] = [
  { imageSrc: '/images/banners/telegram.svg', alt: '텔레그램 상담 - 24시간 1:1 상담 바로가기', href: externalLinks.messenger, external: true },
  { imageSrc: '/images/banners/notice.svg', alt: '공지 채널 - 새 도메인과 소식 안내', href: externalLinks.noticeChannel, external: true },
  { imageSrc: '/images/banners/attendance.svg', alt: '출석체크 이벤트 - 매일 출석하고 포인트 받기', href: attendancePath },
  { imageSrc: '/images/banners/deposit.svg', alt: '첫 충전 보너스 - 입금하고 보너스 받기', href: depositPath },
];
