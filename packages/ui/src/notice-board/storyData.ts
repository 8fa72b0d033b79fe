// Notices as the demo server sends them, for the stories: newest first, Korean-time server stamps.
import type { BoardEntry } from '@betkit/domain';

const titles = [
  '[필독] 입금 계좌 안내',
  '[점검] 정기 서버 점검 안내 (매주 화요일 06:00~08:00)',
  '[안내] 은행 점검 시간 입출금 제한',
  '[안내] 도메인 변경 안내',
  '[안내] 실시간 베팅 배당 변경 정책',
  '[안내] 회원 등급 기준 변경',
  '[안내] 개인정보 보호 및 계정 공유 금지',
  '[안내] 모바일 이용 안내',
];

/** Eight notices, one every three days back from 2026-11-22. */
export const storyNotices: BoardEntry[] = titles.map((title, index) => {
  const day = new Date(Date.UTC(2026, 10, 22 - index * 3, 1, 30));
  return {
    id: 108 - index,
    title,
    contents: `<p>${title.replace(/^\[[^\]]+\] /, '')} 내용입니다.</p><p><strong>반드시 확인</strong> 후 이용해 주세요.</p>`,
    createdAt: `${day.toISOString().slice(0, 10)} 10:30:00`,
  };
});

/** A notice whose body tries a script, an event handler and a javascript: link. */
export const hostileNotice: BoardEntry = {
  id: 999,
  title: '이벤트 당첨 안내',
  contents: '<p>당첨을 축하합니다.</p><img src="x" onerror="window.__noticeXss=1"><script>window.__noticeXss=1</script><a href="javascript:window.__noticeXss=1">확인</a>',
  createdAt: '2026-11-20 09:00:00',
};
