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

/**
 * Markup an editor or a paste produces beyond the notice above: elements that are not ours (their text stays),
 * elements whose content is code (dropped whole), attributes and URLs each rule drops or keeps.
 */
export const editorEdgeCases = [
  '<center>가운데 정렬</center><label>라벨</label><small>작게</small><sup>1</sup><del>취소</del><mark>강조</mark>',
  '<p class="MsoNormal" style="margin:0">워드 붙여넣기<o:p></o:p></p><section><article><header>머리</header>본문</article></section>',
  '<details open><summary>요약</summary>내용</details><dl><dt>용어</dt><dd>설명</dd></dl><nav>메뉴</nav><address>주소</address>',
  '<table><colgroup><col width="50"></colgroup><caption>표</caption><tr><th rowspan="2" scope="row">가</th><td colspan="3" align="center">나</td></tr></table>',
  '<p>공지</p><script>alert(1)</script><style>p{}</style><noscript>무</noscript><template><p>틀</p></template><textarea>입력</textarea>',
  '<form action="/x"><input name="pw" value="1"><select><option>하나</option></select><button>보내기</button></form>',
  '<font color="#ff0000" size="7" face="Comic Sans MS">빨강</font><p title="x" width="10" data-state="open" aria-hidden="true" id="root">속성</p>',
  '<a href="https://example.com/a" target="_blank" rel="opener">가</a><a href="/notice/3" target="_top">나</a><a href="#top" target="popup">다</a>',
  '<a href="mailto:help@example.com">메일</a><a href="tel:+82-2-123-4567">전화</a><a href="notice/3">상대</a><a href="?page=2">쪽</a>',
  '<a href="ftp://files.example.com/">ftp</a><a href="vbscript:msgbox(1)">vb</a><a href="&#106;avascript:alert(1)">js</a><a href=" data:text/html,x">data</a>',
  '<img src="/images/banner.png"><img src="https://cdn.example.com/a.png" alt="이벤트" width="320" height="120" srcset="x 2x" loading="lazy">',
  '<img src="  data:image/svg+xml,<svg/>" alt="x"><img src="javascript:alert(1)" alt="y"><img src="blob:https://example.com/1" alt="z">',
  '<custom-banner>사용자 요소</custom-banner><x-y>엑스</x-y><marquee>흐르는 글</marquee><blink>깜빡</blink><listing>목록</listing>',
  '<ul><li>하나<ol><li>둘</li></ol></li></ul><blockquote><pre><code>코드 &lt;b&gt;</code></pre></blockquote><hr><br>',
  '<!-- 주석 --><h2>제목</h2><h3>작은 제목</h3><i>기울임</i><b>굵게</b><u>밑줄</u><s>취소선</s><strike>취소선</strike>',
] as const;
