// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { isCurrentPath, SiteLink, SiteNavLink } from './routerLinks';

afterEach(cleanup);

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{pathname + search}</output>;
}

const atPath = (path: string, links: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Where />
    </MemoryRouter>,
  );

describe('isCurrentPath: which page a menu link names, as the router’s NavLink decides', () => {
  it.each([
    ['/sports', '/sports', true],
    ['/sports/europe', '/sports', true],
    ['/SPORTS', '/sports', true],
    ['/sportsbook', '/sports', false],
    ['/', '/', true],
    ['/inplay', '/', false],
    ['/sports/europe', '/sports/', true],
  ])('%s under a link to %s: %s', (pathname, target, current) => {
    expect(isCurrentPath(pathname, target)).toBe(current);
  });

  it('with `end`, only the page itself', () => {
    expect(isCurrentPath('/sports/europe', '/sports', true)).toBe(false);
    expect(isCurrentPath('/sports', '/sports', true)).toBe(true);
  });
});

describe('SiteLink and SiteNavLink: links the router follows', () => {
  it('marks the current page’s link and no other', () => {
    atPath('/history/sports', [
      <SiteNavLink key="history" to="/history">
        베팅내역
      </SiteNavLink>,
      <SiteNavLink key="home" to="/">
        홈
      </SiteNavLink>,
    ]);
    expect(screen.getByRole('link', { name: '베팅내역' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '홈' }).hasAttribute('aria-current')).toBe(false);
  });

  it('resolves its href and follows a plain click in the page', () => {
    atPath('/', <SiteLink to={{ pathname: '/europe', search: '?tab=soccer' }}>유럽형</SiteLink>);
    const link = screen.getByRole('link', { name: '유럽형' });
    expect(link.getAttribute('href')).toBe('/europe?tab=soccer');
    fireEvent.click(link);
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/europe?tab=soccer');
  });

  it('leaves a modified click and a new-tab link to the browser, and a handler may cancel the follow', () => {
    atPath(
      '/',
      [
        <SiteLink key="plain" to="/europe">
          유럽형
        </SiteLink>,
        <SiteLink key="tab" to="/inplay" target="_blank">
          인플레이
        </SiteLink>,
        <SiteLink key="cancelled" to="/cross" onClick={(event) => event.preventDefault()}>
          크로스
        </SiteLink>,
      ],
    );
    // What the browser would be left to do, recorded after the router's handler; then the test DOM is kept from navigating.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: '유럽형' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: '인플레이' }));
    fireEvent.click(screen.getByRole('link', { name: '크로스' }));
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, false]);
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/');
  });
});
