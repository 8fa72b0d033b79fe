// Server HTML as a Korean admin editor writes it, for the stories and the unit tests.

/** A realistic notice: headings, a list, a table, an image, a red warning in <font color> (its colour is dropped), a link. */
export const noticeHtml = (imageSrc: string) =>
  [
    '<h2>12월 정기점검 안내</h2>',
    '<p>안녕하세요, <strong>벳킷</strong>입니다. 보다 안정적인 서비스를 위해 아래와 같이 정기점검을 진행합니다.</p>',
    '<ul><li>점검 일시: 2026년 12월 3일 (목) 06:00 ~ 08:00</li><li>점검 대상: 스포츠, 실시간, 미니게임</li><li>점검 중에는 <em>베팅과 충전</em>이 제한됩니다.</li></ul>',
    '<table><thead><tr><th>구분</th><th>시작</th><th>종료</th></tr></thead>',
    '<tbody><tr><td>스포츠</td><td>06:00</td><td>07:30</td></tr><tr><td>실시간</td><td>06:00</td><td>08:00</td></tr><tr><td colspan="2">미니게임</td><td>07:00</td></tr></tbody></table>',
    `<figure><img src="${imageSrc}" alt="정기점검 일정표" width="320" height="120"><figcaption>점검 시간은 상황에 따라 변경될 수 있습니다.</figcaption></figure>`,
    '<p><font color="#ff0000">점검 시간 동안 진행 중인 베팅은 점검 후 정상 정산됩니다.</font></p>',
    '<p>자세한 내용은 <a href="https://help.example.com/notice/1203" target="_blank">고객센터 공지</a>를 확인해 주세요.</p>',
  ].join('');

/** A pasted address with no break opportunity: it must wrap inside a 424 px popup. */
export const unbrokenHtml = `<p>${'https://betkit.example.com/events/2026/winter/'.repeat(4)}ㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋㅋ</p>`;

/** A message body the server sent as plain text. */
export const plainText = '출석체크 이벤트 보상 5,000포인트가 지급되었습니다. 감사합니다.';
