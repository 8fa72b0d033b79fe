// The allow-list's config, sanitised with a jsdom window passed in (as a Node consumer would). happy-dom
// cannot host DOMPurify 3.4: its Node.prototype.nodeName getter answers '' for elements, so every tag reads as
// disallowed. jsdom's parser is not Chromium's either, so the XSS corpus's authoritative run is the XssCorpus
// story; these tests pin what each rule keeps and drops.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeServerHtml, serverHtmlTitle } from './sanitizeServerHtml';
import { noticeHtml } from './storyData';

const { window } = new JSDOM('<!doctype html><html><body></body></html>');

/** The sanitised markup, parsed again so tests ask the DOM rather than match strings. */
const render = (html: string) => {
  const container = window.document.createElement('div');
  container.innerHTML = sanitizeServerHtml(html, window);
  return container;
};

const attributesOf = (element: Element) => Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value]));

describe('given a realistic notice from the admin editor', () => {
  const notice = render(noticeHtml('https://cdn.example.com/notice/1203.png'));

  it('keeps its headings, list, emphasis and table with the spans', () => {
    expect(notice.querySelector('h2')?.textContent).toBe('12월 정기점검 안내');
    expect(notice.querySelectorAll('ul > li')).toHaveLength(3);
    expect(notice.querySelector('strong')?.textContent).toBe('벳킷');
    expect(notice.querySelectorAll('table th')).toHaveLength(3);
    expect(notice.querySelector('td[colspan="2"]')?.textContent).toBe('미니게임');
  });

  it('keeps the image with its https src, alt and size', () => {
    expect(attributesOf(notice.querySelector('figure > img')!)).toEqual({
      src: 'https://cdn.example.com/notice/1203.png',
      alt: '정기점검 일정표',
      width: '320',
      height: '120',
    });
    expect(notice.querySelector('figcaption')).not.toBeNull();
  });

  it('keeps the font tag and its text without the colour, and gives the link rel="noopener noreferrer"', () => {
    expect(notice.querySelector('font')?.textContent).toBe('점검 시간 동안 진행 중인 베팅은 점검 후 정상 정산됩니다.');
    expect(notice.querySelector('font')?.attributes).toHaveLength(0);
    expect(attributesOf(notice.querySelector('a')!)).toEqual({
      href: 'https://help.example.com/notice/1203',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });
});

describe('the allow-list strips', () => {
  it.each([
    ['script', '<p>x</p><script>alert(1)</script>'],
    ['iframe', '<iframe src="https://example.com"></iframe>'],
    ['object', '<object data="x"></object>'],
    ['embed', '<embed src="x">'],
    ['base', '<base href="https://attacker.example/">'],
    ['meta', '<meta http-equiv="refresh" content="0;url=https://attacker.example/">'],
    ['link', '<link rel="stylesheet" href="x">'],
    ['style', '<style>p{color:red}</style>'],
    ['form', '<form action="https://attacker.example/"><input name="pw"><button>x</button></form>'],
    ['input', '<input autofocus onfocus="alert(1)">'],
    ['svg', '<svg><circle r="1"></circle></svg>'],
    ['math', '<math><mi>x</mi></math>'],
    ['template', '<template><p>x</p></template>'],
  ])('the %s element', (tag, html) => {
    expect(render(html).querySelector(tag)).toBeNull();
  });

  it('script and style text with the element', () => {
    expect(render('<p>공지</p><script>alert(1)</script><style>p{}</style>').textContent).toBe('공지');
  });

  it.each([
    ['an event handler', '<img src="https://cdn.example.com/a.png" onerror="alert(1)">', 'onerror'],
    ['style', '<p style="background:url(javascript:alert(1))">x</p>', 'style'],
    ['class', '<p class="dialog">x</p>', 'class'],
    ['id', '<p id="root">x</p>', 'id'],
    ['name', '<img name="cookie" src="https://cdn.example.com/a.png">', 'name'],
    ['data-*', '<p data-state="open">x</p>', 'data-state'],
    ['aria-*', '<p aria-hidden="true">x</p>', 'aria-hidden'],
    ['font color', '<font color="#ff0000">x</font>', 'color'],
    ['font size', '<font size="7">x</font>', 'size'],
    ['font face', '<font face="Comic Sans MS">x</font>', 'face'],
    ['an attribute on a tag that does not list it', '<p title="x" width="10">x</p>', 'title'],
    ['colspan outside a cell', '<table><tr><td>x</td></tr></table><p colspan="2">x</p>', 'colspan'],
  ])('%s', (_, html, attribute) => {
    expect(render(html).querySelector(`[${attribute}]`)).toBeNull();
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['mixed-case JavaScript:', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['an entity-encoded javascript:', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['a tab inside javascript:', '<a href="jav\tascript:alert(1)">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data: on a link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['ftp:', '<a href="ftp://files.example.com/">x</a>'],
  ])('the href of %s', (_, html) => {
    const link = render(html).querySelector('a')!;
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['data: even on img', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">'],
    ['data: with leading spaces', '<img src="  data:image/svg+xml,<svg/>" alt="x">'],
    ['javascript: on img', '<img src="javascript:alert(1)" alt="x">'],
  ])('the src of %s', (_, html) => {
    expect(render(html).querySelector('img')!.hasAttribute('src')).toBe(false);
  });

  it.each(['_top', '_parent', 'popup'])('a link target of %s', (target) => {
    expect(render(`<a href="/notice" target="${target}">x</a>`).querySelector('a')!.hasAttribute('target')).toBe(false);
  });
});

describe('the allow-list keeps', () => {
  it.each(['https://example.com/a', 'http://example.com/a', 'mailto:help@example.com', 'tel:+82-2-123-4567', '/notice/3', '#top', 'notice/3', '?page=2'])(
    'the link %s',
    (href) => {
      expect(render(`<a href="${href}">x</a>`).querySelector('a')!.getAttribute('href')).toBe(href);
    },
  );

  it('target _self and replaces a server rel', () => {
    const link = render('<a href="/notice" target="_self" rel="opener">x</a>').querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_self');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a relative image', () => {
    expect(render('<img src="/images/event.png" alt="이벤트">').querySelector('img')!.getAttribute('src')).toBe('/images/event.png');
  });

  it('an image without alt, marked decorative (alt=""); a written alt as it is', () => {
    expect(attributesOf(render('<img src="/images/banner.png">').querySelector('img')!)).toEqual({ src: '/images/banner.png', alt: '' });
    expect(render('<img src="/images/event.png" alt="이벤트">').querySelector('img')!.getAttribute('alt')).toBe('이벤트');
  });

  it('plain text as it is', () => {
    expect(sanitizeServerHtml('보너스 5,000포인트 지급', window)).toBe('보너스 5,000포인트 지급');
  });

  it('an empty string as empty', () => {
    expect(sanitizeServerHtml('', window)).toBe('');
  });
});

describe('an element that is not ours', () => {
  it('is replaced by its content when it is HTML an editor uses', () => {
    expect(render('<center>가운데 정렬</center><label>라벨</label><section><small>작게</small></section>').innerHTML).toBe('가운데 정렬라벨작게');
  });

  it('goes with its content when it is not HTML at all (custom or misspelt)', () => {
    expect(render('<custom-banner>배너</custom-banner><scr ipt>alert(1)</scr ipt><p>본문</p>').innerHTML).toBe('<p>본문</p>');
  });
});

describe('serverHtmlTitle', () => {
  it('names content by its first heading', () => {
    expect(serverHtmlTitle('<p>매일</p><h2>첫 충전   10% 보너스</h2><h3>안내</h3>', window)).toBe('첫 충전 10% 보너스');
  });

  it('falls back to the first described image, never to a decorative one', () => {
    expect(serverHtmlTitle('<img src="a.png"><img src="b.png" alt="VIP 룰렛 이벤트 배너">', window)).toBe('VIP 룰렛 이벤트 배너');
    expect(serverHtmlTitle('<img src="a.png"><p>본문</p>', window)).toBeUndefined();
  });

  it('gives no name to markup the sanitiser cannot parse into a body (a frameset), rather than failing', () => {
    expect(serverHtmlTitle('<frameset onload="alert(1)">', window)).toBeUndefined();
  });

  it('reads the sanitised markup, so a hostile heading runs nothing and names only its text', () => {
    expect(serverHtmlTitle('<h2 onclick="alert(1)">공지<script>alert(1)</script></h2>', window)).toBe('공지');
  });
});
