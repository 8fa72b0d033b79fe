// No DOM here (the unit project's node environment): what a server renderer or a Node consumer gets.
import { describe, expect, it } from 'vitest';
import { sanitizeServerHtml, serverHtmlTitle } from './sanitizeServerHtml';

describe('without a window', () => {
  it('has no window to sanitise with', () => {
    expect(typeof window).toBe('undefined');
  });

  it('returns the text with the tags stripped', () => {
    expect(sanitizeServerHtml('<h2>점검 안내</h2><p>06:00 ~ <b>08:00</b></p>')).toBe('점검 안내06:00 ~ 08:00');
  });

  it('drops script, style and comment contents whole', () => {
    expect(sanitizeServerHtml('<p>공지</p><script>alert(1)</script><style>p{}</style><!-- <img src=x onerror=alert(1)> -->')).toBe('공지');
  });

  it('escapes whatever the stripping leaves, so nothing is markup', () => {
    const output = sanitizeServerHtml('<<img src=x onerror=alert(1)>>"\'&<svg/onload=alert(1)');
    expect(output).not.toMatch(/[<>"']/);
    expect(output).toBe('&lt;&gt;&quot;&#39;&amp;');
  });

  it('never throws, even on an unclosed tag', () => {
    expect(sanitizeServerHtml('<img src=x onerror=alert(1)')).toBe('');
    expect(sanitizeServerHtml('')).toBe('');
  });
});

describe('serverHtmlTitle without a window', () => {
  it('has no name to give', () => {
    expect(serverHtmlTitle('<h2>점검 안내</h2>')).toBeUndefined();
  });
});
