// The bare shell Lighthouse measures beside the site (scripts/lighthouse.mjs): the site's runtime libraries
// (React, react-router, SWR, radix Dialog and Tabs) drawing a header, tabs and a list, and nothing else.
// Built once by scripts/lighthouse-shell.mjs into ./frozen, which is kept so the reference never moves.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import useSWR from 'swr';
import { Dialog, Tabs } from 'radix-ui';

const rows = Array.from({ length: 15 }, (_, index) => ({ id: index, home: `홈 팀 ${index + 1}`, away: `원정 팀 ${index + 1}`, price: (1.5 + index / 10).toFixed(2) }));

function Board() {
  const { data = [] } = useSWR('rows', () => Promise.resolve(rows));
  const [open, setOpen] = useState(false);
  return h(
    Tabs.Root,
    { defaultValue: 'today' },
    h(Tabs.List, { 'aria-label': '경기' }, h(Tabs.Trigger, { value: 'today' }, '오늘'), h(Tabs.Trigger, { value: 'later' }, '내일')),
    h(
      Tabs.Content,
      { value: 'today' },
      h('ul', null, ...data.map((row) => h('li', { key: row.id }, `${row.home} vs ${row.away} `, h('button', { onClick: () => setOpen(true) }, row.price)))),
    ),
    h(Tabs.Content, { value: 'later' }, '경기가 없습니다'),
    h(
      Dialog.Root,
      { open, onOpenChange: setOpen },
      h(Dialog.Portal, null, h(Dialog.Content, null, h(Dialog.Title, null, '베팅'), h(Dialog.Description, null, '선택을 확인하세요'), h(Dialog.Close, null, '닫기'))),
    ),
  );
}

function Frame() {
  return h('div', null, h('header', null, h('strong', null, '벳킷')), h('nav', null, h(Link, { to: '/' }, '홈'), ' ', h(Link, { to: '/inplay' }, '인플레이')), h('main', null, h(Outlet)));
}

const router = createBrowserRouter([{ path: '/', element: h(Frame), children: [{ index: true, element: h(Board) }, { path: '*', element: h(Board) }] }]);
createRoot(document.getElementById('root')).render(h(RouterProvider, { router }));
